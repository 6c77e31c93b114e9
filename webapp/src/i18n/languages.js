// The languages of the web app, each named in its own script (the switcher shows these), and the
// locale its numbers, money and dates are written in.
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-LK' },
  { code: 'si', name: 'සිංහල', locale: 'si-LK' },
  { code: 'ta', name: 'தமிழ்', locale: 'ta-LK' },
];

export const DEFAULT_LANGUAGE = 'en';

export const isLanguage = (code) => LANGUAGES.some((l) => l.code === code);

/** The Intl locale of a language code ('si' → 'si-LK'). */
export const localeOf = (code) => (LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]).locale;
