// Message catalogues are plain JSON ({"booking.dialog.title": "Book a session", ...}, ICU
// MessageFormat: "{count, plural, one {# hour} other {# hours}}") in src/locales/{lang}/{name}.json.
// Lingui's production runtime carries no message compiler (it would add 7 kB to every page), so this
// Vite plugin compiles each catalogue when it is imported, with Lingui's own compiler, into the
// form `i18n._` reads. Catalogues are resolved to a virtual id so Vite's JSON plugin leaves them be.
// The server's error catalogues (../apperr/catalog/{lang}/{area}.json, code → message) are compiled
// the same way, each id prefixed `error.` so a code never collides with the app's own ids.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /[\\/]src[\\/]locales[\\/]\w+[\\/][\w-]+\.json$/;
const ERROR_CATALOGUE = /[\\/]apperr[\\/]catalog[\\/]\w+[\\/][\w-]+\.json$/;

/** The prefix of the message ids of the server's error catalogues: `error.<code>`. */
export const ERROR_PREFIX = 'error.';
const PREFIX = '\0catalogue:';
const SUFFIX = '.js';

/** Every message of a catalogue file, compiled; an error catalogue's ids get ERROR_PREFIX. */
export function compileCatalogue(file) {
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  const prefix = ERROR_CATALOGUE.test(file) ? ERROR_PREFIX : '';
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [`${prefix}${id}`, compileMessage(text)]));
}

export default function linguiCatalogues() {
  return {
    name: 'cerebro-lingui-catalogues',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const file = path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source);
      return CATALOGUE.test(file) || ERROR_CATALOGUE.test(file) ? `${PREFIX}${file}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalogue(file))};`;
    },
  };
}
