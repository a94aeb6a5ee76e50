import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { en } from './en';

// One language, bundled: no backend or detector plugin, and synchronous init so the first render
// already has its texts (and tests need no waiting).
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(en),
  defaultNS: 'common',
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
});

export { i18n };
