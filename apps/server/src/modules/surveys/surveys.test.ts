import { en } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const S = en.survey;
const { call } = useTestApp();

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Holiday readiness',
  url: 'https://forms.example.com/holiday',
  comments: 'Ten questions',
  ...extra,
});

describe('surveys', () => {
  it('pages the demo surveys for every role, newest first; 401 without a token', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      const res = await call('GET', '/survey', undefined, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().meta).toMatchObject({ page: 1, perPage: 50 });
      expect(res.json().data.length).toBeGreaterThanOrEqual(3);
    }
    const found = (await call('GET', '/survey?q=playbook', undefined, 'fsr')).json().data;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Playbook feedback', url: 'https://forms.example.com/playbook-feedback' });
    expect(found[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await call('GET', `/survey/${found[0].id}`, undefined, 'ds')).json().data).toEqual(found[0]);
    expect((await call('GET', '/survey', undefined, 'nobody')).statusCode).toBe(401);
  });

  it('refuses a missing name and URL, and a URL that is not http(s), with the messages', async () => {
    const missing = await call('POST', '/survey', { name: '', url: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ name: [S.validation.name], url: [S.validation.url] });
    for (const url of ['javascript:alert(1)', 'forms.example.com/x', 'ftp://example.com/a', 'data:text/html,hi']) {
      const res = await call('POST', '/survey', body({ url }));
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url, url).toEqual([S.validation.urlInvalid]);
    }
  });

  it('admins create, edit and delete; others get 403 and change nothing', async () => {
    const created = await call('POST', '/survey', body({ comments: '' }));
    expect(created.statusCode).toBe(201);
    const survey = created.json().data;
    expect(survey).toMatchObject({ name: 'Holiday readiness', url: 'https://forms.example.com/holiday', comments: '' });
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/survey', body(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', `/survey/${survey.id}`, body({ name: 'Taken' }), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', `/survey/${survey.id}`, undefined, who)).statusCode, who).toBe(403);
    }
    const edited = await call('PUT', `/survey/${survey.id}`, body({ name: 'Holiday readiness 2', url: 'http://example.org/h' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: survey.id,
      name: 'Holiday readiness 2',
      url: 'http://example.org/h',
      comments: 'Ten questions',
    });
    expect((await call('DELETE', `/survey/${survey.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/survey/${survey.id}`)).json()).toMatchObject({ message: S.notFound });
    expect((await call('PUT', `/survey/${survey.id}`, body())).statusCode).toBe(404);
    expect((await call('DELETE', `/survey/${survey.id}`)).statusCode).toBe(404);
  });
});
