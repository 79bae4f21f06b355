import type { Row } from './resource-store.ts';

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:\d{2})?$/;

/** Timestamps leave the API as ISO 8601 (UTC); everything else as PostgreSQL gave it. */
export function serializeRow(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = typeof value === 'string' && PG_TIMESTAMP.test(value) ? new Date(value).toISOString() : value;
  }
  return out;
}
