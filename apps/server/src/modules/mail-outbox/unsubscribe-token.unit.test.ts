import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeLinkIn, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.js';

const SECRET = 's'.repeat(40);

describe('unsubscribe tokens', () => {
  it('name the contact and subscription type they were signed for', () => {
    const token = unsubscribeToken(SECRET, 42, 'weekly_good');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ contactId: 42, type: 'weekly_good' });
  });

  it('are refused when any part is changed, or signed with another secret', () => {
    const token = unsubscribeToken(SECRET, 42, 'weekly_good');
    const [, , signature] = token.split('.');
    expect(readUnsubscribeToken(SECRET, `43.weekly_good.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `42.win.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readUnsubscribeToken('t'.repeat(40), token)).toBeNull();
    for (const bad of ['', 'nonsense', '42.weekly_good', `42.newsletter.${signature}`, `-1.win.${signature}`, `${token}.x`]) {
      expect(readUnsubscribeToken(SECRET, bad), bad).toBeNull();
    }
  });

  it("are found in a mail's text, for its List-Unsubscribe header", () => {
    const url = unsubscribeUrl({ publicUrl: 'https://fieldops.example.com' }, unsubscribeToken(SECRET, 7, 'win'));
    expect(url).toMatch(/^https:\/\/fieldops\.example\.com\/api\/v1\/contact\/unsubscribe\/7\.win\./);
    expect(unsubscribeLinkIn(`Hello,\n\nRead it here:\nhttps://x/uploads/a.pdf\n\nUnsubscribe:\n${url}\n`)).toBe(url);
    expect(unsubscribeLinkIn(`Unsubscribe: ${url}`)).toBeNull();
    expect(unsubscribeLinkIn('No link here')).toBeNull();
  });
});
