import { useEffect, useState } from 'react';
import { LinguiContext } from '@lingui/react';
import { i18n } from './index.js';

const contextFor = () => ({ i18n, _: i18n.t.bind(i18n), locale: i18n.locale });

/**
 * Lingui's context for every screen, renewed when the language changes — and only then. Lingui's own
 * I18nProvider renews it on every catalogue loaded too, which re-renders the whole page each time a
 * dialog or panel fetches its texts (their screens are not shown before their texts are there, see
 * lazyWith, so nothing on screen needs that render).
 */
export default function LanguageProvider({ children }) {
  const [context, setContext] = useState(contextFor);
  useEffect(() => {
    const follow = () => setContext((current) => (current.locale === i18n.locale ? current : contextFor()));
    follow(); // a switch between the first render and this effect
    return i18n.on('change', follow);
  }, []);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
