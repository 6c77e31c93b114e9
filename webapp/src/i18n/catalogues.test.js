// The message catalogues are complete: every language has every message, written in its own script,
// with the same placeholders; every id the code asks for exists. A missing or untranslated text fails
// here rather than showing a bare id (or English) to a Sinhala or Tamil reader.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from './languages.js';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(src, 'locales');
const CODES = LANGUAGES.map((l) => l.code);

const read = (lang, file) => JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8'));
const files = (lang) => readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json')).sort();
const english = Object.fromEntries(files('en').map((f) => [f, read('en', f)]));

// Words every language writes the same way: names, the currency code, the payment gateway.
const SAME_EVERYWHERE = /\b(Cerebro|LKR|PayHere|Jitsi|JaaS|Visa|Mastercard|Amex|PDF|JPEG|PNG|WebP|URL|ID|OK|Google|Zoom|Email|Asia\/Colombo|UTC|GMT)\b/gi;
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

/** The words of a message a translator has to translate: no placeholders, tags, links or names. */
function translatableWords(message) {
  return message
    .replace(/\{[^{}]*\}/g, ' ') // simple placeholders; plural bodies keep their words
    .replace(/<\/?\d+\/?>/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ')
    .replace(SAME_EVERYWHERE, ' ')
    .match(/[A-Za-z]{2,}/g);
}

/** The names of a message's ICU arguments ({name}, {count, plural, …}) and rich-text tags (<0>…</0>). */
function argumentsOf(message) {
  const names = new Set();
  // compiled: a list of text and [name] or [name, type, {case: compiled}]
  const visit = (parts) => {
    if (!Array.isArray(parts)) return; // a plain text
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(part[0]);
      if (part[2] && typeof part[2] === 'object') Object.values(part[2]).forEach(visit);
    }
  };
  const compiled = compileMessage(message);
  visit(compiled);
  for (const [, tag] of message.matchAll(/<(\d+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

describe('message catalogues', () => {
  it.each(CODES)('%s has the same catalogue files as English', (lang) => {
    expect(files(lang)).toEqual(Object.keys(english));
  });

  it.each(Object.keys(english))('the ids of %s start with its name', (file) => {
    const prefix = `${file.replace(/\.json$/, '')}.`;
    for (const id of Object.keys(english[file])) expect(id.startsWith(prefix), id).toBe(true);
  });

  describe.each(['si', 'ta'])('%s', (lang) => {
    it.each(Object.keys(english))('%s has every English message, and no other', (file) => {
      expect(Object.keys(read(lang, file)).sort()).toEqual(Object.keys(english[file]).sort());
    });

    it.each(Object.keys(english))('%s is written in the language’s own script', (file) => {
      const translated = read(lang, file);
      const untranslated = Object.entries(english[file])
        .filter(([id, text]) => translatableWords(text) && !SCRIPT[lang].test(translated[id] ?? ''))
        .map(([id]) => id);
      expect(untranslated).toEqual([]);
    });

    it.each(Object.keys(english))('%s keeps every placeholder of the English message', (file) => {
      const translated = read(lang, file);
      for (const [id, text] of Object.entries(english[file])) {
        expect(argumentsOf(translated[id] ?? ''), `${lang} ${id}`).toEqual(argumentsOf(text));
      }
    });
  });

  it('every message id the code names is in the English catalogues', () => {
    const known = new Set(Object.values(english).flatMap((m) => Object.keys(m)));
    const missing = [];
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.jsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
      const code = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      const ids = [
        ...code.matchAll(/\b_\(\s*'([a-z]\w*\.[\w.]+)'/g),
        ...code.matchAll(/\bid="([a-z]\w*\.[\w.]+)"/g),
        ...code.matchAll(/\bmsg\('([a-z]\w*\.[\w.]+)'\)/g),
      ].map((m) => m[1]);
      for (const id of ids) if (!known.has(id)) missing.push(`${entry.name}: ${id}`);
    }
    expect(missing).toEqual([]);
  });
});
