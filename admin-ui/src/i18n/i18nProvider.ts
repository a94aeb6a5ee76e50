import polyglotI18nProvider from 'ra-i18n-polyglot';

import { en } from './en';

/** react-admin's polyglot provider over the English catalog (the only locale for now). */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }]);
