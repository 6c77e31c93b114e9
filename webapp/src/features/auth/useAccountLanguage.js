import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { activateLanguage, i18n } from '../../i18n/index.js';
import { selectUserLanguage } from './authSlice.js';

/** A user who signs in gets the language their account remembers (chosen on another device, say). */
export default function useAccountLanguage() {
  const language = useSelector(selectUserLanguage);
  useEffect(() => {
    if (language && language !== i18n.locale) activateLanguage(language);
  }, [language]);
}
