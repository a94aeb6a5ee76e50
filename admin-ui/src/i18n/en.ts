import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

import { account } from './en/account';
import { activity } from './en/activity';
import { assets } from './en/assets';
import { audit } from './en/audit';
import { common } from './en/common';
import { dashboard } from './en/dashboard';
import { distributions } from './en/distributions';
import { expressions } from './en/expressions';
import { investors } from './en/investors';
import { kyc } from './en/kyc';
import { layout } from './en/layout';
import { mail_queue } from './en/mailQueue';
import { marketing } from './en/marketing';
import { notifications } from './en/notifications';
import { password_resets } from './en/passwordResets';
import { schemes } from './en/schemes';
import { security } from './en/security';
import { settings } from './en/settings';
import { sharia } from './en/sharia';
import { statements } from './en/statements';
import { step_up } from './en/stepUp';
import { tickets } from './en/tickets';
import { upload } from './en/upload';
import { users } from './en/users';

/**
 * The admin console's one English catalog: react-admin's own messages (ra.*) and the app's (app.*).
 * Each area of the console keeps its texts in i18n/en/<area>.ts and is added to `app` here; a
 * right-to-left catalog (ar.ts) would mirror this file.
 */
export const en: TranslationMessages = {
  ...englishMessages,
  app: {
    ...layout,
    common,
    dashboard,
    schemes,
    activity,
    distributions,
    upload,
    kyc,
    expressions,
    investors,
    assets,
    tickets,
    users,
    password_resets,
    settings,
    marketing,
    audit,
    mail_queue,
    notifications,
    statements,
    step_up,
    sharia,
    account,
    security,
  },
};
