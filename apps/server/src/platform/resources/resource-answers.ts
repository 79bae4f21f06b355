import { z } from 'zod';
import type { SuccessAnswer } from '../openapi.ts';
import type { paginationEnvelope } from './pagination.ts';
import type { ResourceStore, Row } from './resource-store.ts';

/** The fields of a definition's body schema (none when it is not an object). */
export const bodyShape = (store: ResourceStore): z.ZodRawShape =>
  store.definition.schema instanceof z.ZodObject ? store.definition.schema.shape : {};

const readOnly = <S extends z.ZodType>(schema: S) => schema.meta({ readOnly: true });
/** The API's stamps: ISO 8601 in UTC (serialize.ts). */
const stamp = () => z.string().meta({ format: 'date-time' });

/**
 * A record as the API answers it, for the OpenAPI document: the body's fields, the stamps, the id and
 * the computed values (read-only). Loose: a table may hold columns the body does not write.
 */
export function recordSchema(store: ResourceStore) {
  const computed = Object.keys(store.computed ?? {}).map((key) => [key, readOnly(z.unknown())]);
  return z.looseObject({
    id: readOnly(z.number().int().positive()),
    ...bodyShape(store),
    ...Object.fromEntries(computed),
    created_at: readOnly(stamp()),
    updated_at: stamp().describe('Send it back on update: a stale value answers 409'),
  });
}

/** The list envelope of API.md; the compiler holds it to what paginationEnvelope returns. */
function envelopeSchema(row: z.ZodType<Row>) {
  const page = z.number().int();
  const url = z.string();
  return z.object({
    data: z.array(row),
    current_page: page,
    first_page_url: url,
    from: page.nullable(),
    last_page: page,
    last_page_url: url,
    next_page_url: url.nullable(),
    per_page: page,
    prev_page_url: url.nullable(),
    to: page.nullable(),
    total: page,
  }) satisfies z.ZodType<ReturnType<typeof paginationEnvelope<Row>>>;
}

/** The answers of the kit's routes: `{ manufacturer }`, `{ manufacturers: { data, ... } }`. */
export function resourceAnswers(store: ResourceStore) {
  const { singular, plural } = store.definition;
  const record = recordSchema(store);
  // List rows may leave columns out (translations) and carry no attached relations.
  const row = record.partial().required({ id: true });
  const one = (description: string): SuccessAnswer => ({
    description,
    json: z.object({ [singular]: record }),
  });
  return {
    list: {
      description: `One page of ${plural}`,
      json: z.object({ [plural]: envelopeSchema(row) }),
    } satisfies SuccessAnswer,
    export: {
      description: `The ${plural} as an Excel workbook`,
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    } satisfies SuccessAnswer,
    read: one(`The ${singular}`),
    created: one(`The ${singular} created`),
    updated: one(`The ${singular} saved`),
    deleted: { description: 'Deleted', json: z.object({ message: z.literal('ok') }) } satisfies SuccessAnswer,
  };
}
