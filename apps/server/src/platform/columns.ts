import { timestamp } from 'drizzle-orm/pg-core';

/** Millisecond precision so the value survives a round trip through a JS Date (optimistic locking). */
export const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

export const timestamps = {
  created_at: stamp('created_at').defaultNow().notNull(),
  updated_at: stamp('updated_at').defaultNow().notNull(),
};
