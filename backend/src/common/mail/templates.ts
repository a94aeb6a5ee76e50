import { PRODUCT_NAME, SUPPORT_CONTACT, SUPPORT_LINE } from '@fund/contracts';

// Every e-mail the platform sends: a subject, a text body and an HTML body, as handlebars sources.
// The layout adds the product name and the Client Success Manager line to each.

export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}

export const MAIL_TEMPLATES = {
  'login-code': {
    subject: 'Your {{productName}} login code',
    text: 'Hello {{fullName}},\n\nYour login code is {{code}}. It expires in {{minutes}} minutes and works once.\nIf you did not try to log in, change your password and tell us.',
    html: '<p>Hello {{fullName}},</p><p>Your login code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">{{code}}</p><p>It expires in {{minutes}} minutes and works once. If you did not try to log in, change your password and tell us.</p>',
  },
  // Issue 25 item 5: the code that confirms a change that matters (step-up), for users without an authenticator app.
  'step-up-code': {
    subject: 'Your {{productName}} confirmation code',
    text: 'Hello {{fullName}},\n\nYour confirmation code is {{code}}. It confirms a change to your account or the fund (such as bank details or a payout), expires in {{minutes}} minutes and works once.\nIf you did not ask for it, someone may be using your session: sign out everywhere and change your password.',
    html: '<p>Hello {{fullName}},</p><p>Your confirmation code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">{{code}}</p><p>It confirms a change to your account or the fund (such as bank details or a payout), expires in {{minutes}} minutes and works once. If you did not ask for it, someone may be using your session: sign out everywhere and change your password.</p>',
  },
  'login-code-failures': {
    subject: 'Someone entered your {{productName}} password',
    text: 'Hello {{fullName}},\n\nSomeone entered your password on {{when}} and then failed the login code we e-mailed, several times. If this was not you, someone else knows your password: change your password now and tell us.\nAfter repeated wrong codes, signing in from new devices is paused for 24 hours; the devices you signed in with before still work.',
    html: '<p>Hello {{fullName}},</p><p>Someone entered your password on {{when}} and then failed the login code we e-mailed, several times. If this was not you, someone else knows your password: <b>change your password now</b> and tell us.</p><p>After repeated wrong codes, signing in from new devices is paused for 24 hours; the devices you signed in with before still work.</p>',
  },
  invitation: {
    subject: 'You are invited to the {{productName}} back office',
    text: 'Hello {{fullName}},\n\n{{inviterName}} invited you to join as {{role}}. Accept the invitation within {{days}} days:\n{{link}}',
    html: '<p>Hello {{fullName}},</p><p>{{inviterName}} invited you to join as <b>{{role}}</b>. Accept the invitation within {{days}} days:</p><p><a href="{{link}}">{{link}}</a></p>',
  },
  'investor-credentials': {
    subject: 'Your {{productName}} investor account',
    text: 'Hello {{fullName}},\n\nYour application was approved. Log in at {{loginUrl}}\nUsername: {{username}}\nTemporary password: {{password}}\n\nYou will be asked to choose a new password at your first login.',
    html: '<p>Hello {{fullName}},</p><p>Your application was approved. Log in at <a href="{{loginUrl}}">{{loginUrl}}</a></p><p>Username: <b>{{username}}</b><br>Temporary password: <b>{{password}}</b></p><p>You will be asked to choose a new password at your first login.</p>',
  },
  // Issue 21 item 8: the KYC applicant's acknowledgement on submit and the courteous notice of a rejection.
  'kyc-received': {
    subject: 'We have received your {{productName}} application',
    text: 'Dear {{fullName}},\n\nThank you for applying to invest with us. We have received your application and our team will review it, usually within a few working days.\nIf it is approved, we will e-mail you your login details. Nothing more is needed from you for now.\n\nReference: {{reference}}\nSubmitted: {{when}}\n\nIf you did not submit this application, or have any question, write to us at {{contactAddress}}.',
    html: '<p>Dear {{fullName}},</p><p>Thank you for applying to invest with us. We have received your application and our team will review it, usually within a few working days.</p><p>If it is approved, we will e-mail you your login details. Nothing more is needed from you for now.</p><p>Reference: <b>{{reference}}</b><br>Submitted: {{when}}</p><p>If you did not submit this application, or have any question, write to us at <a href="mailto:{{contactAddress}}">{{contactAddress}}</a>.</p>',
  },
  'kyc-rejected': {
    subject: 'Your {{productName}} application',
    text: 'Dear {{fullName}},\n\nThank you for applying to invest with us and for the time you took over your application. After careful review, we are unable to approve it at this time.\n\nReason: {{reason}}\n\nIf the reason can be addressed, you are welcome to apply again at {{applyUrl}}\nIf you have questions, or believe this is a mistake, write to us at {{contactAddress}}; our {{supportContact}} team will be glad to help.\n\nKind regards,\nThe {{productName}} team',
    html: '<p>Dear {{fullName}},</p><p>Thank you for applying to invest with us and for the time you took over your application. After careful review, we are unable to approve it at this time.</p><p><b>Reason:</b> {{reason}}</p><p>If the reason can be addressed, you are welcome to apply again at <a href="{{applyUrl}}">{{applyUrl}}</a>.</p><p>If you have questions, or believe this is a mistake, write to us at <a href="mailto:{{contactAddress}}">{{contactAddress}}</a>; our {{supportContact}} team will be glad to help.</p><p>Kind regards,<br>The {{productName}} team</p>',
  },
  'temporary-password': {
    subject: 'Your {{productName}} password was reset',
    text: 'Hello {{fullName}},\n\nAn administrator reset your password. Log in at {{loginUrl}} with this temporary password within {{days}} days:\n{{password}}\n\nYou will be asked to choose a new password.',
    html: '<p>Hello {{fullName}},</p><p>An administrator reset your password. Log in at <a href="{{loginUrl}}">{{loginUrl}}</a> with this temporary password within {{days}} days:</p><p><b>{{password}}</b></p><p>You will be asked to choose a new password.</p>',
  },
  'password-changed': {
    subject: 'Your {{productName}} password was changed',
    text: 'Hello {{fullName}},\n\nYour password was changed on {{when}}. If this was not you, contact us at once.',
    html: '<p>Hello {{fullName}},</p><p>Your password was changed on {{when}}. If this was not you, contact us at once.</p>',
  },
  'bank-details-changed': {
    subject: 'Your {{productName}} bank details were changed',
    text: 'Hello {{fullName}},\n\nThe bank details on your account were changed on {{when}}. Payouts now go to {{bankName}}, account ending {{accountLast4}}.\nIf you did not make this change, contact us at once.',
    html: '<p>Hello {{fullName}},</p><p>The bank details on your account were changed on {{when}}. Payouts now go to <b>{{bankName}}</b>, account ending <b>{{accountLast4}}</b>.</p><p>If you did not make this change, contact us at once.</p>',
  },
  // Issue 24: an admin is reminded that a scheme's Sharia certificate expires soon (60, 30 and 7 days before).
  'sharia-certificate-reminder': {
    subject: 'Sharia certificate of {{schemeName}} expires in {{daysLeft}}',
    text: 'Hello {{fullName}},\n\nThe Sharia certificate "{{title}}" of {{schemeName}} is valid until {{validUntil}}: {{daysLeft}} from today.\nOnce it expires, the scheme takes no new expressions of interest or enrollments (unless the fund set the gate to warn only), and its investors are told. Add the renewed certificate in Sharia governance:\n{{link}}',
    html: '<p>Hello {{fullName}},</p><p>The Sharia certificate <b>{{title}}</b> of <b>{{schemeName}}</b> is valid until <b>{{validUntil}}</b>: {{daysLeft}} from today.</p><p>Once it expires, the scheme takes no new expressions of interest or enrollments (unless the fund set the gate to warn only), and its investors are told. Add the renewed certificate in Sharia governance:</p><p><a href="{{link}}">{{link}}</a></p>',
  },
  // Notices to investors (modules/notifications): what was posted, each with its link in the portal,
  // and the signed links to stop these e-mails or change what is e-mailed. `items`: {schemeName, title,
  // amount (formatted), url}; the digest's `groups`: {label, items}.
  notices: {
    subject: '{{subject}}',
    text: 'Hello {{fullName}},\n\n{{#each items}}- {{#if schemeName}}{{schemeName}}: {{/if}}{{title}}{{#if amount}} ({{amount}}{{#if purification}}; to purify: {{purification}}{{/if}}){{/if}}\n  {{url}}\n{{/each}}\nThe links open the portal (you may be asked to sign in first).{{#if unsubscribeUrl}}\n\nStop these e-mails ({{categoryNames}}): {{unsubscribeUrl}}{{/if}}\nChange what we e-mail you: {{preferencesUrl}}',
    html: '<p>Hello {{fullName}},</p><ul>{{#each items}}<li>{{#if schemeName}}<b>{{schemeName}}</b>: {{/if}}<a href="{{url}}">{{title}}</a>{{#if amount}} ({{amount}}{{#if purification}}; to purify: {{purification}}{{/if}}){{/if}}</li>{{/each}}</ul><p>The links open the portal (you may be asked to sign in first).</p><p style="color:#6b7280;font-size:13px">{{#if unsubscribeUrl}}<a href="{{unsubscribeUrl}}">Stop these e-mails</a> ({{categoryNames}}) · {{/if}}<a href="{{preferencesUrl}}">Change what we e-mail you</a></p>',
  },
  digest: {
    subject: '{{subject}}',
    text: 'Hello {{fullName}},\n\nHere is what was posted for you since your last summary.\n{{#each groups}}\n{{label}}\n{{#each items}}- {{#if schemeName}}{{schemeName}}: {{/if}}{{title}}{{#if amount}} ({{amount}}{{#if purification}}; to purify: {{purification}}{{/if}}){{/if}}\n  {{url}}\n{{/each}}{{/each}}\nThe links open the portal (you may be asked to sign in first).{{#if unsubscribeUrl}}\n\nStop these e-mails ({{categoryNames}}): {{unsubscribeUrl}}{{/if}}\nChange what we e-mail you: {{preferencesUrl}}',
    html: '<p>Hello {{fullName}},</p><p>Here is what was posted for you since your last summary.</p>{{#each groups}}<h3>{{label}}</h3><ul>{{#each items}}<li>{{#if schemeName}}<b>{{schemeName}}</b>: {{/if}}<a href="{{url}}">{{title}}</a>{{#if amount}} ({{amount}}{{#if purification}}; to purify: {{purification}}{{/if}}){{/if}}</li>{{/each}}</ul>{{/each}}<p>The links open the portal (you may be asked to sign in first).</p><p style="color:#6b7280;font-size:13px">{{#if unsubscribeUrl}}<a href="{{unsubscribeUrl}}">Stop these e-mails</a> ({{categoryNames}}) · {{/if}}<a href="{{preferencesUrl}}">Change what we e-mail you</a></p>',
  },
} as const satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export const LAYOUT = {
  text: '{{{body}}}\n\n--\n{{productName}}\n{{supportLine}}\n',
  html: '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto"><h2 style="color:#0f5132">{{productName}}</h2>{{{body}}}<hr><p style="color:#6b7280;font-size:13px">{{supportLine}}</p></body></html>',
};

export const LAYOUT_CONTEXT = { productName: PRODUCT_NAME, supportLine: SUPPORT_LINE, supportContact: SUPPORT_CONTACT };
