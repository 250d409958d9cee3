import type { App } from '../app.js';
import { DEMO, signIn } from './helpers.js';

/** A multipart/form-data body of text fields and files, in the order given. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; filename: string; contentType?: string; bytes: Buffer })[],
) {
  const boundary = `----fieldops${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.bytes, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Who = keyof Omit<typeof DEMO, 'password'>;

/** POST /image as a demo account, `type` first as the web app sends it. */
export function uploader(app: App) {
  const tokens = new Map<Who, Promise<{ authorization: string }>>();
  return async (type: string, filename: string, bytes: Buffer, who: Who = 'admin', contentType = 'image/png') => {
    if (!tokens.has(who))
      tokens.set(
        who,
        signIn(app, DEMO[who]).then((s) => s.headers),
      );
    const body = multipartBody([
      { name: 'type', value: type },
      { name: 'file', filename, contentType, bytes },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/image',
      headers: { ...(await tokens.get(who)!), ...body.headers },
      payload: body.payload,
    });
  };
}
