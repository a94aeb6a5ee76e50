import { Type, type Static } from '@sinclair/typebox';

import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../enums.js';
import { DateTime, Id, Nullable, StringEnum, TextFlag } from './schema.js';

/** spec/000 §3 "Ticket" as the investor reads it. */
export const TicketView = Type.Object({
  id: Id(),
  subject: Type.String(),
  description: Type.String(),
  category: StringEnum(TICKET_CATEGORIES),
  priority: StringEnum(TICKET_PRIORITIES),
  status: StringEnum(TICKET_STATUSES),
  adminNotes: Nullable(Type.String()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  resolvedAt: Nullable(DateTime()),
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

/** spec/000 §3 "Marketing slide" as the investor dashboard reads it. */
export const PublicSlideView = Type.Object({
  id: Id(),
  title: Type.String(),
  imageUrl: Type.String(),
  buttonText: Type.String(),
  buttonUrl: Type.String(),
  order: Type.Integer(),
  isActive: TextFlag,
});
export type PublicSlideView = Static<typeof PublicSlideView>;

/** spec/001 §3 marketing_slides as the back office reads it. */
export const SlideView = Type.Object({ ...PublicSlideView.properties, createdAt: DateTime(), updatedAt: DateTime() });
export type SlideView = Static<typeof SlideView>;
