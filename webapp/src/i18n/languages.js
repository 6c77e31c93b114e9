// The languages of the web app, each named in its own script (the switcher shows these), the locale
// its numbers, money and dates are written in, and the @fontsource package of its script's font
// (i18n/index.js loads it; the build's pre-rendered pages link its stylesheets, src/shell).
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-LK' },
  { code: 'si', name: 'සිංහල', locale: 'si-LK', font: 'noto-sans-sinhala' },
  { code: 'ta', name: 'தமிழ்', locale: 'ta-LK', font: 'noto-sans-tamil' },
];

export const DEFAULT_LANGUAGE = 'en';

// Where this browser remembers the language chosen (for visitors; an account keeps its own).
export const LANGUAGE_STORAGE_KEY = 'cerebro.language';

export const isLanguage = (code) => LANGUAGES.some((l) => l.code === code);

/** The Intl locale of a language code ('si' → 'si-LK'). */
export const localeOf = (code) => (LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]).locale;

/**
 * The language to start in: the one chosen on this browser before (`stored`), else the first of the
 * browser's languages (`navigator.languages`) we have, else English.
 */
export function pickLanguage(stored, browserLanguages = []) {
  if (isLanguage(stored)) return stored;
  return browserLanguages.map((l) => String(l).slice(0, 2)).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
