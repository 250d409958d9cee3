import { describe, expect, it } from 'vitest';
import { contentMessages } from '../messages-content.js';
import { newsBodySchema, truncateNews } from './news.js';
import { quicklinkBodySchema } from './quicklink.js';
import { isHttpUrl, surveyBodySchema } from './survey.js';

const Q = contentMessages.quicklink.validation;
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('news', () => {
  it('cuts the content at 75 characters with an ellipsis, and only when longer', () => {
    const exact = 'x'.repeat(75);
    expect(truncateNews(exact)).toEqual({ text: exact, cut: false });
    const long = `${'word '.repeat(15)}and more`;
    const { text, cut } = truncateNews(long);
    expect(cut).toBe(true);
    expect(text).toBe(`${long.slice(0, 75).trimEnd()}…`);
    // Counted in characters, so an emoji is never split in half.
    expect(truncateNews('😀'.repeat(80)).text).toBe(`${'😀'.repeat(75)}…`);
  });

  it('needs a subject, content and a real date; at most 3 images', () => {
    expect(issues(newsBodySchema.safeParse({ subject: ' ', content: '', date: '' }))).toEqual({
      subject: contentMessages.news.validation.subject,
      content: contentMessages.news.validation.content,
      date: contentMessages.news.validation.date,
    });
    expect(issues(newsBodySchema.safeParse({ subject: 'a', content: 'b', date: '2026-13-01' }))).toEqual({
      date: contentMessages.news.validation.dateInvalid,
    });
    expect(newsBodySchema.safeParse({ subject: 'a', content: 'b', date: '2026-11-20', images: [1, 2, 3, 4] }).success).toBe(false);
    expect(newsBodySchema.parse({ subject: ' a ', content: 'b', date: '2026-11-20' })).toEqual({
      subject: 'a',
      content: 'b',
      date: '2026-11-20',
      images: [],
    });
  });
});

describe('survey and quicklink addresses', () => {
  it('takes only full http and https addresses', () => {
    for (const url of ['https://example.com', 'http://example.com/a?b=1']) expect(isHttpUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'example.com', 'ftp://example.com', 'https://', 'data:text/html,x']) {
      expect(isHttpUrl(url), url).toBe(false);
    }
    expect(issues(surveyBodySchema.safeParse({ name: 'S', url: 'example.com' }))).toEqual({
      url: contentMessages.survey.validation.urlInvalid,
    });
  });

  it('a link needs its URL, a file its PDF; the type url is a link; the output keeps only what the choice uses', () => {
    expect(issues(quicklinkBodySchema.safeParse({ name: 'L', fileType: 'Website', isUrl: 1, url: '' }))).toEqual({ url: Q.url });
    expect(issues(quicklinkBodySchema.safeParse({ name: 'L', fileType: 'url', isUrl: 0, files: [] }))).toEqual({
      fileType: Q.urlTypeIsUrl,
      files: Q.file,
    });
    expect(issues(quicklinkBodySchema.safeParse({ name: '', fileType: 'Other', isUrl: 0 }))).toEqual({
      name: Q.name,
      fileType: Q.fileType,
      files: Q.file,
    });
    expect(quicklinkBodySchema.parse({ name: 'L', fileType: 'Video', isUrl: 1, url: 'https://v.example.com', files: [7] })).toMatchObject({
      isUrl: 1,
      url: 'https://v.example.com',
      files: [],
    });
    expect(quicklinkBodySchema.parse({ name: 'L', fileType: 'Video', isUrl: 0, url: 'https://v.example.com', files: [7] })).toMatchObject({
      isUrl: 0,
      url: null,
      files: [7],
    });
  });
});
