import { Provider } from 'react-redux';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n/index.js';

/** What every screen reads from: the store and the language (tests wrap what they render in it too). */
export default function AppProviders({ store, children }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
}
