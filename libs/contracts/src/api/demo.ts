import { Type, type Static } from '@sinclair/typebox';

import { DateTime, Nullable, StringEnum } from './schema.js';

// The back office's "Load demo data" (issue 21 item 3): the demo seed run as a background job on an
// install without investors, its progress polled by the empty dashboard.

/** none: never asked; queued and running: under way; done; failed (error says why). */
export const DEMO_DATA_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type DemoDataState = (typeof DEMO_DATA_STATES)[number];

/** GET and POST /api/admin/demo-data (super admin): the latest run of the demo-data job. */
export const DemoDataStatusView = Type.Object({
  state: StringEnum(DEMO_DATA_STATES),
  step: Nullable(Type.String({ description: 'The step under way, e.g. "Investors (12 of 40)"' })),
  done: Type.Integer({ description: 'Units of work done (each step one, each investor one)' }),
  total: Type.Integer({ description: 'Units of work in all (0 before the job starts)' }),
  error: Nullable(Type.String({ description: 'Why the run failed' })),
  startedAt: Nullable(DateTime()),
  finishedAt: Nullable(DateTime()),
});
export type DemoDataStatusView = Static<typeof DemoDataStatusView>;
