import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { DEMO, signIn } from '../test/helpers.js';
import { useTestApp } from '../test/use-test-app.js';

// A built web app as Vite leaves it: index.html, and a hashed script with its brotli and gzip copies.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-web-'));
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>';
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), SCRIPT);
fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(SCRIPT));
// The PWA files the build writes at the root (apps/web/vite.config.ts): worker, manifest, icons.
const WORKER = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;
fs.writeFileSync(path.join(dist, 'sw.js'), WORKER);
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Fieldops', start_url: '/' }));
fs.mkdirSync(path.join(dist, 'icons'));
fs.writeFileSync(path.join(dist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
fs.writeFileSync(path.join(dist, 'favicon.svg'), ICON);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const { ctx } = useTestApp({ env: { WEB_DIST: dist } });

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br', decode: zlib.brotliDecompressSync },
    { accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
  ])('sends a hashed asset pre-compressed ($accept → $encoding), cached for a year', async ({ accept, encoding, decode }) => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding, with the same cache and vary', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each(['/', '/index.html', '/objectives/12', '/login?next=%2Fstores'])(
    '%s answers index.html that the browser must revalidate, with the security headers',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('the service worker is revalidated on every load, so a new version is found at once', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(WORKER);
  });

  it.each([
    { url: '/manifest.webmanifest', type: /^application\/manifest\+json/ },
    { url: '/icons/icon-192.png', type: /^image\/png/ },
  ])('$url is served with its type and revalidated (its name carries no hash)', async ({ url, type }) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not index.html', async () => {
    const res = await get('/assets/app-gone99.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toBe(YEAR_IMMUTABLE);
  });

  it("a browser's /favicon.ico (asked by a page that links no icon) leads to the app's icon", async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toBe(ICON);
  });
});

describe('API answers', () => {
  it.each([
    { accept: 'br', encoding: 'br', decode: zlib.brotliDecompressSync },
    { accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
  ])('a JSON list above 1 KB goes out compressed ($encoding) to a client that accepts it', async ({ accept, encoding, decode }) => {
    const { headers } = await signIn(ctx.app, DEMO.admin);
    const res = await get('/api/v1/store?limit=50', { ...headers, 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(decode(res.rawPayload).toString());
    expect(body.data.length).toBeGreaterThan(10);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);
  });

  it('the same list goes out plain to a client that accepts no encoding', async () => {
    const { headers } = await signIn(ctx.app, DEMO.admin);
    const res = await get('/api/v1/store?limit=50', headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.length).toBeGreaterThan(10);
  });

  it('a small answer is not worth compressing', async () => {
    const res = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('an uploaded image is sent as stored, with its own headers', async () => {
    const [file] = await queryRows<{ key: string; size: number }>(
      ctx.db,
      sql`select key, size from files where content_type = 'image/png' limit 1`,
    );
    const res = await get(`/uploads/${file.key}`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(file.size);
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });
});
