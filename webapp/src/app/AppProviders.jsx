import { Provider } from 'react-redux';
import LanguageProvider from '../i18n/LanguageProvider.jsx';

/** What every screen reads from: the store and the language (tests wrap what they render in it too). */
export default function AppProviders({ store, children }) {
  return (
    <Provider store={store}>
      <LanguageProvider>{children}</LanguageProvider>
    </Provider>
  );
}
