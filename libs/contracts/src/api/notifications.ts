import { Type, type Static } from '@sinclair/typebox';

import { DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

// Notices to investors (issue 20). Every posted activity (update, transaction or payout, document,
// asset performance) and every ticket change makes one notice per affected investor: it shows in the
// portal's notification centre, and is e-mailed according to the investor's preference for its
// category: at once (one e-mail per investor per minute), in the daily digest (08:00 in the investor's
// time zone) or not at all. Security and account e-mails (password, bank details, sign-in warnings)
// are not notices: they always go, at once.
//
// Routes:
//   GET  /api/investor/notification-preferences        -> NotificationPreferencesView (investor)
//   PUT  /api/investor/notification-preferences        NotificationPreferencesUpdate -> NotificationPreferencesView
//   GET  /api/investor/notifications                   list convention, newest first -> NotificationView[]
//   GET  /api/investor/unread                          -> UnreadCountsView
//   POST /api/investor/notifications/{id}/read         -> NotificationView (first read kept)
//   POST /api/investor/activities/{id}/read            -> ActivityReadView (first read kept; the investor's own)
//   GET  /api/unsubscribe?token=                        -> UnsubscribeView (public: what the link would change)
//   POST /api/unsubscribe?token=                        -> UnsubscribeView (public; RFC 8058 one-click)

export const NOTIFICATION_CATEGORIES = ['updates', 'documents', 'payouts', 'asset_performance', 'tickets', 'statements'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/**
 * Issue 24: notices an investor cannot mute, always e-mailed at once and never in the preferences:
 * 'sharia' (the Sharia certificate of a scheme they hold expired).
 */
export const UNMUTABLE_NOTICE_CATEGORIES = ['sharia'] as const;
export type UnmutableNoticeCategory = (typeof UNMUTABLE_NOTICE_CATEGORIES)[number];
/** Every notice's category: the preferences' ones and the unmutable ones. */
export const NOTICE_CATEGORIES = [...NOTIFICATION_CATEGORIES, ...UNMUTABLE_NOTICE_CATEGORIES] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const NOTIFICATION_MODES = ['immediate', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** Payouts and documents at once, the rest in the daily digest. */
export const DEFAULT_NOTIFICATION_MODES: Readonly<Record<NotificationCategory, NotificationMode>> = {
  updates: 'digest',
  documents: 'immediate',
  payouts: 'immediate',
  asset_performance: 'digest',
  tickets: 'digest',
  statements: 'immediate',
};

/** The digest goes at this hour in the investor's time zone. */
export const DIGEST_LOCAL_HOUR = 8;
/** An unsubscribe link never used expires this many days after its e-mail was written. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export const NotificationCategorySchema = StringEnum(NOTIFICATION_CATEGORIES, {
  description:
    "'updates', 'documents', 'payouts' (payouts and transactions), 'asset_performance', 'tickets' (support tickets), 'statements' (statements issued)",
});
export const NoticeCategorySchema = StringEnum(NOTICE_CATEGORIES, {
  description: "A preference's category (NotificationCategory), or 'sharia' (a certificate of a scheme held expired; cannot be muted)",
});
export const NotificationModeSchema = StringEnum(NOTIFICATION_MODES, {
  description:
    "'immediate': e-mailed within a minute; 'digest': in the daily e-mail at 08:00 local time; 'off': no e-mail (still in the portal)",
});

export const NotificationPreferenceView = Type.Object({
  category: NotificationCategorySchema,
  mode: NotificationModeSchema,
});
export type NotificationPreferenceView = Static<typeof NotificationPreferenceView>;

export const NotificationPreferencesView = Type.Object({
  preferences: Type.Array(NotificationPreferenceView, { description: 'One row per category, in NOTIFICATION_CATEGORIES order' }),
  timeZone: Nullable(Type.String({ description: "The investor's IANA time zone; null: the fund's" })),
  fundTimeZone: Type.String({ description: "The fund's time zone (FUND_TIME_ZONE), used when the investor has none" }),
});
export type NotificationPreferencesView = Static<typeof NotificationPreferencesView>;

/** PUT body: any of the categories (others unchanged), and the time zone (null: the fund's). */
export interface NotificationPreferencesUpdate {
  preferences?: { category: NotificationCategory; mode: NotificationMode }[];
  timeZone?: string | null;
}

export const NotificationView = Type.Object({
  id: Id(),
  category: NoticeCategorySchema,
  title: Type.String(),
  schemeName: Nullable(Type.String()),
  amount: Nullable(Money({ description: 'Transactions and payouts: the amount' })),
  link: Type.String({ description: "The item's page in the portal, e.g. /investor/documents?item={activityId}" }),
  activityId: Nullable(Id()),
  ticketId: Nullable(Id()),
  createdAt: DateTime(),
  readAt: Nullable(DateTime()),
});
export type NotificationView = Static<typeof NotificationView>;

export const UnreadCountsView = Type.Object({
  notifications: Type.Integer({ description: 'Unread notices (the bell)' }),
  documents: Type.Integer({ description: 'Documents not yet opened' }),
  updates: Type.Integer({ description: 'Updates not yet opened' }),
});
export type UnreadCountsView = Static<typeof UnreadCountsView>;

export const ActivityReadView = Type.Object({
  id: Id(),
  readAt: DateTime({ description: 'The first time the investor opened it' }),
});
export type ActivityReadView = Static<typeof ActivityReadView>;

export const UNSUBSCRIBE_STATES = ['valid', 'done'] as const;
export const UnsubscribeView = Type.Object({
  state: StringEnum(UNSUBSCRIBE_STATES, { description: "'valid': the link would turn these off; 'done': they are off" }),
  categories: Type.Array(NotificationCategorySchema),
  emailHint: Type.String({ description: 'The address the link was sent to, masked (n***@example.com)' }),
});
export type UnsubscribeView = Static<typeof UnsubscribeView>;
