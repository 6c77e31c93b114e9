import { useLingui } from '@lingui/react';
import { useDispatch, useSelector } from 'react-redux';
import { activateLanguage } from './index.js';
import { LANGUAGES } from './languages.js';
import { rememberLanguage, selectLoggedIn } from '../features/auth/authSlice.js';
import { useSaveLanguageMutation } from '../features/auth/sessionApi.js';

/**
 * The top bar's language menu, each language named in its own script. The choice is kept on this
 * browser and, for a signed-in user, on their account (their mails follow it; the next sign-in
 * anywhere starts in it).
 */
export default function LanguageSwitcher() {
  const { i18n, _ } = useLingui();
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectLoggedIn);
  const [saveLanguage] = useSaveLanguageMutation();
  const choose = async (code) => {
    const chosen = await activateLanguage(code);
    if (!loggedIn) return;
    dispatch(rememberLanguage(chosen));
    saveLanguage(chosen); // a failure leaves the account's mails in the old language, nothing worse
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
