import { Type, type Static } from '@sinclair/typebox';

import { ROLES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../enums.js';
import { DateTime, Id, Nullable, StringEnum } from './schema.js';

/**
 * One message of a ticket's thread (issue 21 item 7): the investor's opening message (the ticket's
 * description, id = the ticket's id), then the replies of the team and the investor, oldest first.
 */
export const TicketMessageView = Type.Object({
  id: Id(),
  /** Null when the author's account no longer exists (the name and role stay). */
  authorId: Nullable(Id()),
  authorName: Type.String(),
  authorRole: StringEnum(ROLES),
  body: Type.String(),
  createdAt: DateTime(),
});
export type TicketMessageView = Static<typeof TicketMessageView>;

/** spec/000 §3 "Ticket" as the investor reads it, with its thread. */
export const TicketView = Type.Object({
  id: Id(),
  subject: Type.String(),
  description: Type.String(),
  category: StringEnum(TICKET_CATEGORIES),
  priority: StringEnum(TICKET_PRIORITIES),
  status: StringEnum(TICKET_STATUSES),
  adminNotes: Nullable(Type.String({ description: "The team's latest message in the thread (null: no answer yet)" })),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  resolvedAt: Nullable(DateTime()),
  messages: Type.Array(TicketMessageView, { description: "The thread, oldest first: the investor's opening message, then every reply" }),
});
export type TicketView = Static<typeof TicketView>;

/** The admin list adds who raised it. */
export const AdminTicketView = Type.Object({
  ...TicketView.properties,
  investorId: Id(),
  investorName: Type.String(),
  investorEmail: Type.String(),
});
export type AdminTicketView = Static<typeof AdminTicketView>;

/** The sidebars' counts: tickets with status open (the investor's own, or every investor's for the team). */
export const TicketCountsView = Type.Object({ open: Type.Integer({ minimum: 0 }) });
export type TicketCountsView = Static<typeof TicketCountsView>;
