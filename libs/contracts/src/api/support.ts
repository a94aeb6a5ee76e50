import { Type, type Static } from '@sinclair/typebox';

import { DateTime, Id, TextFlag } from './schema.js';

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
