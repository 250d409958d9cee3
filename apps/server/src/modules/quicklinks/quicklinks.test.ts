import { dateIn, en, QUICKLINK_FILE_TYPES } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const Q = en.quicklink;
const { ctx, call, upload } = useTestApp();

type FileRef = { id: number; fileURL: string };
const pdf = async (name = 'guide'): Promise<FileRef> =>
  (await upload('quicklink', `${name}.pdf`, demoPdf(name), 'admin', 'application/pdf')).json().data;
const fileBody = (fileId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Planogram guide',
  fileType: 'Playbook',
  isUrl: 0,
  files: [fileId],
  comments: 'Print it',
  ...extra,
});
const urlBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Intranet',
  fileType: 'Website',
  isUrl: 1,
  url: 'https://intranet.example.com/',
  ...extra,
});
const fetchFile = (file: FileRef) => ctx.app.inject({ method: 'GET', url: file.fileURL });

describe('quicklinks', () => {
  it('lists the demo links and PDFs by name for every role; 401 without a token', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const)
      expect((await call('GET', '/quicklink', undefined, who)).statusCode, who).toBe(200);
    const { data } = (await call('GET', '/quicklink', undefined, 'fsr')).json();
    const names = data.map((q: { name: string }) => q.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const file = data.find((q: { isUrl: number }) => q.isUrl === 0);
    expect(file).toMatchObject({ url: null, user: { name: 'Alex Morgan' } });
    expect(file.files).toHaveLength(1);
    const served = await fetchFile(file.files[0]);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline');
    const link = data.find((q: { isUrl: number }) => q.isUrl === 1);
    expect(link.files).toEqual([]);
    expect(link.url).toMatch(/^https:\/\//);
    expect((await call('GET', `/quicklink/${link.id}`, undefined, 'ds')).json().data).toEqual(link);
    expect((await call('GET', '/quicklink/999999')).statusCode).toBe(404);
    expect((await call('GET', '/quicklink', undefined, 'nobody')).statusCode).toBe(401);
  });

  it('asks for the URL of a link and the PDF of a file, with the messages', async () => {
    const missing = await call('POST', '/quicklink', { name: '', fileType: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      name: [Q.validation.name],
      fileType: [Q.validation.fileType],
      files: [Q.validation.file],
    });
    expect((await call('POST', '/quicklink', urlBody({ url: '' }))).json().errors).toEqual({ url: [Q.validation.url] });
    expect((await call('POST', '/quicklink', urlBody({ url: 'javascript:alert(1)' }))).json().errors).toEqual({
      url: [Q.validation.urlInvalid],
    });
    expect((await call('POST', '/quicklink', urlBody({ fileType: 'Brochure' }))).json().errors).toEqual({
      fileType: [Q.validation.fileType],
    });
    const file = await pdf('typed');
    expect((await call('POST', '/quicklink', fileBody(file.id, { fileType: 'url' }))).json().errors).toEqual({
      fileType: [Q.validation.urlTypeIsUrl],
    });
  });

  it('takes a PDF uploaded as a quicklink, never a photo; the upload itself refuses a picture', async () => {
    const picture = await upload('image', 'p.png', demoPhotos()[0]);
    const refused = await call('POST', '/quicklink', fileBody(picture.json().data.id));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['files']);
    const png = await upload('quicklink', 'p.png', demoPhotos()[0]);
    expect(png.statusCode).toBe(415);
  });

  it('every file type of the spec is accepted (url as a link)', async () => {
    for (const fileType of QUICKLINK_FILE_TYPES) {
      const res = await call('POST', '/quicklink', urlBody({ name: `Type ${fileType}`, fileType }));
      expect(res.statusCode, fileType).toBe(201);
      await call('DELETE', `/quicklink/${res.json().data.id}`);
    }
  });

  it('admins create a file quicklink dated today, switch it to a URL (the PDF goes) and delete it', async () => {
    const file = await pdf('switch');
    const created = await call('POST', '/quicklink', fileBody(file.id));
    expect(created.statusCode).toBe(201);
    const q = created.json().data;
    expect(q).toMatchObject({ name: 'Planogram guide', fileType: 'Playbook', isUrl: 0, url: null, comments: 'Print it' });
    expect(q.date).toBe(dateIn('America/Toronto'));
    expect(q.files.map((f: FileRef) => f.id)).toEqual([file.id]);
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/quicklink', urlBody(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', `/quicklink/${q.id}`, urlBody(), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', `/quicklink/${q.id}`, undefined, who)).statusCode, who).toBe(403);
    }
    // The URL body may still carry the old file id: a link keeps none.
    const switched = await call('PUT', `/quicklink/${q.id}`, urlBody({ files: [file.id] }));
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ isUrl: 1, url: 'https://intranet.example.com/', files: [], date: q.date });
    expect((await fetchFile(file)).statusCode).toBe(404);

    const other = await pdf('again');
    const back = await call('PUT', `/quicklink/${q.id}`, fileBody(other.id, { url: 'https://ignored.example.com/' }));
    expect(back.json().data).toMatchObject({ isUrl: 0, url: null });
    expect((await call('DELETE', `/quicklink/${q.id}`)).statusCode).toBe(204);
    expect((await fetchFile(other)).statusCode).toBe(404);
    expect((await call('GET', `/quicklink/${q.id}`)).json()).toMatchObject({ message: Q.notFound });
    expect((await call('DELETE', `/quicklink/${q.id}`)).statusCode).toBe(404);
  });
});
