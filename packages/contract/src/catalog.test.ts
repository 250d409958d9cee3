import { describe, expect, it } from 'vitest';
import { elideFrench } from './french-elision.js';
import { fr } from './fr/messages.js';
import { coreMessages, en, featureMessages } from './messages.js';

/**
 * Words that are written the same in English and in Quebec French (or that name something, an
 * acronym or a unit, that both keep). A French text may equal the English one only when every
 * word it has is here; placeholders ({{name}}), figures and punctuation do not count as words.
 */
const SAME_IN_BOTH = new Set(
  [
    'Fieldops',
    // A language named in itself, for its readers to find it (the switch, a contact's language).
    'English',
    'Français',
    'OK',
    'CRM',
    'PDF',
    'URL',
    'SSR',
    'FSR',
    'DS',
    'DSM',
    'm',
    'km',
    'h',
    'min',
    'Actions',
    'Conversions',
    'Date',
    'Description',
    'District',
    'Districts',
    'Images',
    'Latitude',
    'Longitude',
    'Message',
    'Messages',
    'National',
    'Notes',
    'Notifications',
    'Option',
    'Options',
    'Photo',
    'Photos',
    'Position',
    'Province',
    'Standard',
    'Total',
    'Type',
  ].map((word) => word.toLowerCase()),
);

type Catalog = { readonly [key: string]: string | Catalog };

/** Every leaf of a catalog as 'a.b.c' → text; a branch where the other has a text shows as the branch's path + '{}'. */
function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else {
      found.set(`${path}{}`, '');
      for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    }
  }
  return found;
}

/** The words of a text: runs of letters and digits, without placeholders and codes such as 'A1A'. */
function wordsOf(text: string): string[] {
  return (text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !/\p{N}/u.test(word));
}

/** The texts of `french` still written as in `english`, but for words the same in both languages. */
function untranslated(english: Map<string, string>, french: Map<string, string>): string[] {
  return [...english]
    .filter(([path, text]) => french.get(path) === text && wordsOf(text).some((word) => !SAME_IN_BOTH.has(word.toLowerCase())))
    .map(([path, text]) => `${path}: ${text}`);
}

/** The paths of `a` that `b` lacks. */
const missingFrom = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((path) => !b.has(path));

describe('the French catalog', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('has every key of the English catalog and no other', () => {
    expect(english.size).toBeGreaterThan(500);
    expect({ missingInFrench: missingFrom(english, french), onlyInFrench: missingFrom(french, english) }).toEqual({
      missingInFrench: [],
      onlyInFrench: [],
    });
  });

  it('translates every text, but for words written the same in both languages', () => {
    expect(untranslated(english, french)).toEqual([]);
  });

  it("has no 'de' before a vowel: the web elides it before names only (french-elision.ts)", () => {
    const unelided = [...french].filter(([, text]) => elideFrench(text) !== text);
    expect(unelided).toEqual([]);
  });

  it('keeps the space before ? ! : ; » and after « on the same line as the sign (a no-break space)', () => {
    const breakable = [...french].filter(([, text]) => / [?!:;»]|« /.test(text)).map(([path]) => path);
    expect(breakable).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const changed = [...english]
      .filter(([path, text]) => french.has(path) && placeholders(text).join() !== placeholders(french.get(path)!).join())
      .map((entry) => entry[0]);
    expect(changed).toEqual([]);
  });
});

describe('the comparison itself', () => {
  it('finds a key missing on either side, a branch against a text, and ignores nothing else', () => {
    const a = leaves({ x: 'A', y: { z: 'B' }, w: 'C' });
    const b = leaves({ x: 'A', y: 'B', v: 'D' });
    expect(missingFrom(a, b)).toEqual(['y{}', 'y.z', 'w']);
    expect(missingFrom(b, a)).toEqual(['y', 'v']);
  });

  it('takes a text kept in English for untranslated unless all its words are the same in French', () => {
    const english = leaves({ a: 'Save', b: 'Total', c: '{{count}} m', d: 'Total stores', e: 'Notes' });
    const french = leaves({ a: 'Save', b: 'Total', c: '{{count}} m', d: 'Total stores', e: 'Remarques' });
    expect(untranslated(english, french)).toEqual(['a: Save', 'd: Total stores']);
  });

  it('counts words, not placeholders, figures or codes', () => {
    expect(wordsOf('{{count}} stores in Ottawa')).toEqual(['stores', 'in', 'Ottawa']);
    expect(wordsOf('A1A 1A1')).toEqual([]);
    expect(wordsOf('{{from}} – {{to}}')).toEqual([]);
  });
});

describe('the composition of the English catalog', () => {
  it('is the core texts then the features’ texts, no top-level key in both (the web adds the second to the first)', () => {
    const core = Object.keys(coreMessages);
    const features = Object.keys(featureMessages);
    expect(core.filter((key) => features.includes(key))).toEqual([]);
    expect(Object.keys(en)).toEqual([...core, ...features]);
    expect(en).toEqual({ ...coreMessages, ...featureMessages });
  });
});
