import { useDispatch, useSelector } from 'react-redux';
import { rememberLanguage, selectLoggedIn } from './authSlice.js';
import { useSaveLanguageMutation } from './sessionApi.js';

/**
 * What happens after someone picks a language in the top bar: for a signed-in user the choice is
 * also kept on their account (their mails follow it; the next sign-in anywhere starts in it).
 * The switcher itself (i18n/LanguageSwitcher.jsx) knows nothing of accounts: shared code does not
 * reach into a feature, so the app's layout hands it this callback.
 */
export default function useLanguageChoice() {
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectLoggedIn);
  const [saveLanguage] = useSaveLanguageMutation();
  return (chosen) => {
    if (!loggedIn) return;
    dispatch(rememberLanguage(chosen));
    saveLanguage(chosen); // a failure leaves the account's mails in the old language, nothing worse
  };
}
