// Validation messages as the consultant's forms use them: the schemas give message ids (the form
// fields translate them when shown, so they follow a language switch), and code that wants the text
// (tests, alerts) reads it in the current language from the table.
import { i18n } from '../../i18n/index.js';

/**
 * An object whose properties read the messages `ids` in the current language each time they are
 * read (with `values[key]` filled in); properties it lacks are looked up in `more` (another such
 * table), also when read.
 */
export function textsOf(ids, { more = null, values = {} } = {}) {
  const texts = Object.create(more);
  for (const [key, id] of Object.entries(ids)) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(id, values[key]) });
  }
  return texts;
}
