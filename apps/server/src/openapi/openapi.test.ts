import { apiAccess } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/** apiAccess's `METHOD /path/:param` as the document's path and method. */
const inDocument = (key: string) => {
  const [method, path] = key.split(' ');
  return { method: method!.toLowerCase(), path: path!.replace(/:(\w+)/g, '{$1}') };
};

describe('the OpenAPI document', () => {
  const { ctx } = useTestApp({ demo: false });
  let doc: Document;
  const operation = (key: string) => {
    const { method, path } = inDocument(key);
    return doc.paths[path]?.[method];
  };

  it('is served at /api/docs/json for the servers URL /api/v1 with a bearer scheme', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents every route of apiAccess with a summary, a unique camelCase operationId and a described tag', () => {
    const tagNames = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Map<string, string>();
    for (const key of Object.keys(apiAccess)) {
      const op = operation(key);
      expect(op, key).toBeDefined();
      expect(op!.summary, key).toMatch(/^\S.{2,79}$/);
      expect(op!.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.get(op!.operationId!), `${key}: operationId ${op!.operationId} is also`).toBeUndefined();
      ids.set(op!.operationId!, key);
      expect(op!.tags, key).toHaveLength(1);
      expect(tagNames, key).toContain(op!.tags![0]);
    }
    for (const tag of doc.tags) expect(tag.description.length, tag.name).toBeGreaterThan(0);
  });

  it('lists no operation that apiAccess does not know', () => {
    const keys = new Set(Object.keys(apiAccess).map((key) => JSON.stringify(inDocument(key))));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) expect(keys, `${method} ${path}`).toContain(JSON.stringify({ method, path }));
    }
  });

  it('gives signed-in routes 401 and 403, public ones no security and no 401, all in the one error schema', () => {
    for (const [key, access] of Object.entries(apiAccess)) {
      const op = operation(key)!;
      const codes = Object.keys(op.responses);
      if (access === 'public') {
        if (key !== 'GET /metrics') {
          expect(op.security, key).toEqual([]);
          expect(codes, key).not.toContain('401');
        }
      } else {
        expect(op.security, key).toBeUndefined();
        expect(codes, key).toEqual(expect.arrayContaining(['401', '403']));
      }
      expect(
        codes.some((code) => code.startsWith('2')),
        key,
      ).toBe(true);
      for (const code of codes.filter((c) => c.startsWith('4'))) {
        expect(op.responses[code]!.description, `${key} ${code}`).not.toBe('Default Response');
        const schemas = Object.values(op.responses[code]!.content ?? {}).map((media) => media.schema);
        expect(schemas, `${key} ${code}`).toContainEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
  });

  it('answers 404 where the path names a record and 422 where the body is checked', () => {
    expect(Object.keys(operation('GET /store/:id')!.responses)).toEqual(expect.arrayContaining(['404', '422']));
    expect(Object.keys(operation('POST /store')!.responses)).toEqual(expect.arrayContaining(['400', '409', '422']));
    expect(Object.keys(operation('POST /store')!.responses)).not.toContain('404');
    expect(Object.keys(operation('POST /user/login')!.responses)).toEqual(expect.arrayContaining(['422', '429']));
    expect(Object.keys(operation('GET /user/roles')!.responses).filter((code) => code.startsWith('4'))).toEqual(['401', '403']);
  });

  it('says CHANGED_SINCE in the 409 of every route that takes If-Match, and only there', () => {
    const ifMatch = (op: Operation) => (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'if-match');
    const checked = Object.keys(apiAccess).filter((key) => ifMatch(operation(key)!));
    expect(checked).toEqual(expect.arrayContaining(['PUT /store/:id', 'PUT /territory/:id', 'PUT /district/:id', 'PUT /brand/:id']));
    for (const key of checked) expect(operation(key)!.responses['409']?.description, key).toContain('CHANGED_SINCE');
    expect(operation('POST /store')!.responses['409']!.description).not.toContain('CHANGED_SINCE');
  });
});
