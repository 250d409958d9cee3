import type { Language } from './catalog.js';
import { elideFrench } from './french-elision.js';
import { fr } from './fr/messages.js';
import { en } from './messages.js';

/** Values of a text's `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** A catalog text named by its key path ('auth.accountLocked') and the values of its placeholders. */
export interface KeyedMessage {
  key: string;
  params?: MessageParams;
}

type Tree = { readonly [key: string]: string | Tree };

const CATALOGS: Record<Language, Tree> = { en, fr };

function* leaves(tree: Tree, prefix = ''): Generator<[key: string, text: string]> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') yield [key, value];
    else yield* leaves(value, key);
  }
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the longest match is the most specific template. */
  literal: number;
}

interface ReverseIndex {
  exact: Map<string, string>;
  templates: Template[];
}

/** The key of each text of an English catalog, and a template of each text with placeholders. */
function reverseIndexOf(catalog: Tree): ReverseIndex {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of leaves(catalog)) {
    if (!exact.has(text)) exact.set(text, key);
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length === 0) continue;
    const parts = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const literal = parts.join('').trim().length;
    // A text that is only placeholders ('{{name}}') would match anything.
    if (literal < 3) continue;
    const source = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('([\\s\\S]+?)');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names, literal });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

function find({ exact, templates }: ReverseIndex, text: string): KeyedMessage | undefined {
  const key = exact.get(text);
  if (key) return { key };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    template.names.forEach((name, i) => {
      const value = match[i + 1];
      if (!(name in params)) params[name] = /^\d{1,15}$/.test(value) ? Number(value) : value;
    });
    return { key: template.key, params };
  }
  return undefined;
}

/**
 * `findMessage` over another English catalog than the contract's `en` (the web's: the texts it has
 * loaded so far), its index built once on first use.
 */
export function messageFinder(catalog: Tree): (text: string) => KeyedMessage | undefined {
  let index: ReverseIndex | undefined;
  return (text) => find((index ??= reverseIndexOf(catalog)), text);
}

/** The reverse index of the English catalog, built once on first use. */
let enIndex: ReverseIndex | undefined;
const reverseIndex = () => (enIndex ??= reverseIndexOf(en));

/** The key path of an English catalog text as it stands (no placeholder filled), or undefined. */
export function messageKeyOf(text: string): string | undefined {
  return reverseIndex().exact.get(text);
}

/**
 * The catalog text an English message was made of: itself, or a template whose placeholders
 * were filled (`Too many attempts. Please try again in 5 min.` → auth.accountLocked
 * { minutes: 5 }). Undefined for a text that is not the catalog's (a library's message).
 */
export function findMessage(text: string): KeyedMessage | undefined {
  return find(reverseIndex(), text);
}

/** i18next-style interpolation: each `{{name}}` takes its value; an unknown name stays as written. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A catalog text of a language with its placeholders filled, as it is shown or sent (French elided once the names are in). */
export function fillCatalogText(language: Language, text: string, params?: MessageParams): string {
  const filled = interpolate(text, params);
  return language === 'fr' ? elideFrench(filled) : filled;
}

/** The text of a key path in a catalog, or undefined when the path names no text. */
function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A catalog text in a language, its placeholders filled; the English text when the language lacks it. */
export function translate(language: Language, key: string, params?: MessageParams): string | undefined {
  const text = lookup(CATALOGS[language], key) ?? lookup(en, key);
  return text === undefined ? undefined : fillCatalogText(language, text, params);
}

/** An English catalog text (filled or not) in another language; any other text as it is. */
export function translateText(language: Language, text: string): string {
  if (language === 'en') return text;
  const found = findMessage(text);
  return (found && translate(language, found.key, found.params)) ?? text;
}
