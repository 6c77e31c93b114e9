// The web app's language: Lingui's i18n with the message catalogues of src/locales/{lang}/{name}.json
// (compiled on import, scripts/linguiCatalogues.js). English "common" (the top bar, footer and shared
// components) is part of the first load; every other catalogue is fetched with the page or dialog
// that needs it (lazyWith), and again in another language when the user switches. The Sinhala and
// Tamil fonts (Noto Sans subsets) are fetched only for those languages. The server's refusals are
// worded from its own catalogues (apperr/catalog/{lang}/{area}.json, ids `error.<code>`), fetched
// per language like the rest: until they are here the server's message, already in the language the
// app asked for (Accept-Language), is shown.
import { createElement, lazy } from 'react';
import { i18n } from '@lingui/core';
import englishCommon from '../locales/en/common.json';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, localeOf, pickLanguage } from './languages.js';
import { readStored } from '../lib/storage.js';

export { i18n };

// Every other catalogue, as a function that fetches it.
const catalogues = import.meta.glob(['../locales/*/*.json', '!../locales/en/common.json']);

// The server's error catalogues, by language: every area's file.
const errorFiles = import.meta.glob('@apperr-catalog/*/*.json');
const errorCatalogues = {};
for (const [file, load] of Object.entries(errorFiles)) {
  const lang = file.match(/([\w-]+)\/[\w-]+\.json$/)[1];
  (errorCatalogues[lang] ??= []).push(load);
}

/** The name under which the server's error catalogues load, like any other catalogue. */
const ERRORS = 'errors';

const loaded = new Set(['en/common']);
const needed = new Set(['common', ERRORS]);

i18n.load('en', englishCommon);
i18n.activate('en', [localeOf('en')]);

async function fetchMessages(lang, name) {
  if (name === ERRORS) {
    const files = await Promise.all((errorCatalogues[lang] ?? []).map((load) => load()));
    return Object.assign({}, ...files.map((f) => f.default));
  }
  const load = catalogues[`../locales/${lang}/${name}.json`];
  if (!load) throw new Error(`There is no message catalogue ${lang}/${name}.`);
  return (await load()).default;
}

async function loadCatalogue(lang, name) {
  const key = `${lang}/${name}`;
  if (loaded.has(key)) return;
  i18n.load(lang, await fetchMessages(lang, name));
  loaded.add(key);
}

// English errors for the first page, without holding it up.
loadCatalogue('en', ERRORS).catch(() => {});

// The language being switched to while its catalogues load (activateLanguage), else null.
let switching = null;
const languageWanted = () => switching ?? i18n.locale;

/**
 * Fetches catalogues (by name: 'booking', 'admin'…) in the current language, or in the one being
 * switched to, and in any chosen later.
 */
export async function loadCatalogues(names) {
  names.forEach((n) => needed.add(n));
  const lang = languageWanted();
  await Promise.all(names.map((n) => loadCatalogue(lang, n)));
  if (languageWanted() !== lang) await loadCatalogues(names); // the user switched meanwhile
}

/**
 * React.lazy for a module whose screens need catalogues: both are fetched together. `preload()` fetches
 * them ahead (main.jsx, for the page being opened); once they are here the component renders at once,
 * without a round through Suspense, so the first paint of a page is the whole page.
 */
export function lazyWith(names, load) {
  let module = null;
  let loading = null;
  const preload = () => {
    loading ??= Promise.all([load(), loadCatalogues(names)]).then(
      ([m]) => (module = m),
      (err) => {
        loading = null; // a network failure: the next try fetches again
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Loaded(props) {
    return createElement(module ? module.default : Lazy, props);
  }
  Loaded.preload = preload;
  return Loaded;
}

const FONTS = {
  si: () => Promise.all([
    import('@fontsource/noto-sans-sinhala/sinhala-400.css'),
    import('@fontsource/noto-sans-sinhala/sinhala-700.css'),
  ]),
  ta: () => Promise.all([
    import('@fontsource/noto-sans-tamil/tamil-400.css'),
    import('@fontsource/noto-sans-tamil/tamil-700.css'),
  ]),
};

/** Switches the app to a language: its catalogues and font first, then every screen at once. */
export async function activateLanguage(lang) {
  const code = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  switching = code;
  try {
    await Promise.all([...needed].map((n) => loadCatalogue(code, n)));
  } catch (err) {
    if (switching === code) switching = null; // offline: the language shown stays
    throw err;
  }
  if (switching !== code) return code; // another was chosen meanwhile: that one is shown when loaded
  switching = null;
  FONTS[code]?.().catch(() => {}); // text shows in the fallback font until it arrives
  i18n.activate(code, [localeOf(code)]);
  document.documentElement.lang = code;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // private browsing: the choice lasts for this visit
  }
  return code;
}

/** The language to start in: the one chosen on this browser before, else the browser's own if we have it. */
export function initialLanguage() {
  return pickLanguage(readStored(LANGUAGE_STORAGE_KEY), navigator.languages ?? [navigator.language]);
}

/** Whether a message id exists in the current language (for texts picked from data, e.g. a status). */
export const hasMessage = (id) => i18n.messages[id] !== undefined;

/**
 * Marks a message id kept in a table (statuses, menu entries) to be translated when shown: it returns
 * the id as it is, and lets the catalogue test check the id exists.
 */
export const msg = (id) => id;

/**
 * A table of texts for code that wants them as strings (alerts, tests): each property reads its message
 * id in the current language when it is read (with `values[key]` filled in), never once at load;
 * properties it lacks are looked up in `more` (another such table), also when read.
 */
export function textsOf(ids, { more = null, values = {} } = {}) {
  const texts = Object.create(more);
  for (const [key, id] of Object.entries(ids)) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(id, values[key]) });
  }
  return texts;
}
