import { en, interpolate, MAX_UPLOAD_BYTES, UPLOAD_RULES } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { multipartBody } from '../../test/multipart.js';
import { useTestApp } from '../../test/use-test-app.js';

const F = en.files;
const PNG = demoPhotos()[0];
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200, 7)]);
const PDF = demoPdf('Playbook');
const { ctx, call, upload } = useTestApp();

const rejected = (name: string, text: string) => interpolate(text, { name });

describe('POST /image', () => {
  it('stores a PNG (201) and serves it at its capability URL with its type and nosniff', async () => {
    const res = await upload('image', 'shelf.png', PNG, 'fsr');
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ name: 'shelf.png', contentType: 'image/png', size: PNG.length });
    expect(file.fileURL).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: file.fileURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes the type from the bytes: a JPEG, and a PDF where the type allows PDF', async () => {
    const jpeg = await upload('image', 'photo.jpeg', JPEG);
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json().data.fileURL).toMatch(/\.jpg$/);
    const pdf = await upload('playbook', 'guide.pdf', PDF, 'admin', 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.contentType).toBe('application/pdf');
    const served = await ctx.app.inject({ method: 'GET', url: pdf.json().data.fileURL });
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a type the rule does not take with 415, whatever the name or the declared type', async () => {
    const pdfAsPng = await upload('image', 'fake.png', PDF, 'fsr', 'image/png');
    expect(pdfAsPng.statusCode).toBe(415);
    expect(pdfAsPng.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: rejected('fake.png', F.rejectedType) });
    // Named by its own key, the file's name its one value, so that the web shows it in French too.
    expect(pdfAsPng.json()).toMatchObject({
      messageKey: 'files.rejectedType',
      params: { name: 'fake.png' },
      fieldKeys: { file: ['files.rejectedType'] },
    });
    const text = await upload('objective', 'notes.png', Buffer.from('just some text, not an image'), 'admin');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(rejected('notes.png', F.rejectedType));
    const pngAsQuicklink = await upload('quicklink', 'doc.pdf', PNG, 'admin', 'application/pdf');
    expect(pngAsQuicklink.statusCode).toBe(415);
    const empty = await upload('image', 'empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(415);
  });

  it('refuses a file over its type limit with 413 (3 MB photos, 10 MiB objective files)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_RULES.image.maxBytes)]);
    const res = await upload('image', 'big.png', big, 'fsr');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: rejected('big.png', F.rejectedSize) });
    const huge = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const cut = await upload('objective', 'huge.pdf', huge, 'admin', 'application/pdf');
    expect(cut.statusCode).toBe(413);
    expect(cut.json().message).toBe(rejected('huge.pdf', F.rejectedSize));
    const both = await upload('image', 'big.txt', Buffer.alloc(UPLOAD_RULES.image.maxBytes + 10, 65));
    expect(both.statusCode).toBe(415);
    expect(both.json()).toMatchObject({ message: rejected('big.txt', F.rejectedTypeAndSize), messageKey: 'files.rejectedTypeAndSize' });
  });

  it('checks the limit of the type even when the type comes after the file', async () => {
    const body = multipartBody([
      { name: 'file', filename: 'late.png', bytes: Buffer.concat([PNG, Buffer.alloc(UPLOAD_RULES.image.maxBytes)]) },
      { name: 'type', value: 'image' },
    ]);
    const { headers } = await import('../../test/helpers.js').then((h) => h.signIn(ctx.app, h.DEMO.admin));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 422 for an unknown type or no file, 4xx for a malformed body, 401 without a token', async () => {
    const unknown = await upload('selfie', 'a.png', PNG);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.type).toEqual([F.unknownType]);
    const { headers } = await import('../../test/helpers.js').then((h) => h.signIn(ctx.app, h.DEMO.admin));
    const noFile = multipartBody([{ name: 'type', value: 'image' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: { ...headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(F.missing);
    expect((await call('POST', '/image', { type: 'image' })).statusCode).toBe(422);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const two = multipartBody([
      { name: 'type', value: 'image' },
      { name: 'file', filename: 'a.png', bytes: PNG },
      { name: 'file', filename: 'b.png', bytes: PNG },
    ]);
    const twoRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: { ...headers, ...two.headers },
      payload: two.payload,
    });
    expect(twoRes.statusCode).toBe(413);
    expect(twoRes.json().message).toBe('Only 1 file can be added.');
    const anonymous = multipartBody([
      { name: 'type', value: 'image' },
      { name: 'file', filename: 'a.png', bytes: PNG },
    ]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/image', headers: anonymous.headers, payload: anonymous.payload })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /image/{id} and the served files', () => {
  it('lets the uploader or an admin delete (204); anyone else gets 404; the URL then answers 404', async () => {
    const mine = (await upload('image', 'mine.png', PNG, 'fsr')).json().data;
    expect((await call('DELETE', `/image/${mine.id}`, undefined, 'ds')).statusCode).toBe(404);
    expect((await call('DELETE', `/image/${mine.id}`, undefined, 'nobody')).statusCode).toBe(401);
    expect((await call('DELETE', `/image/${mine.id}`, undefined, 'fsr')).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: mine.fileURL })).statusCode).toBe(404);
    expect((await call('DELETE', `/image/${mine.id}`, undefined, 'fsr')).statusCode).toBe(404);
    const theirs = (await upload('image', 'theirs.png', PNG, 'ds')).json().data;
    expect((await call('DELETE', `/image/${theirs.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/image/abc')).statusCode).toBe(422);
  });

  it('serves nothing but well-formed keys', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e',
      '/uploads/ABCDEF.png',
      `/uploads/${'a'.repeat(32)}.html`,
      `/uploads/${'a'.repeat(32)}.png`,
      '/uploads/',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
