import { useLingui } from '@lingui/react';
import { activateLanguage } from './index.js';
import { LANGUAGES } from './languages.js';

/**
 * The top bar's language menu, each language named in its own script. The choice is kept on this
 * browser; `onChosen(code)` then runs with the language switched to (the app keeps a signed-in
 * user's choice on their account: features/auth/useLanguageChoice.js).
 */
export default function LanguageSwitcher({ onChosen }) {
  const { i18n, _ } = useLingui();
  const choose = async (code) => {
    const chosen = await activateLanguage(code);
    onChosen?.(chosen);
  };
  return (
    <select
      className="form-select form-select-sm language-switcher"
      aria-label={_('common.language')}
      value={i18n.locale}
      onChange={(e) => choose(e.target.value)}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
