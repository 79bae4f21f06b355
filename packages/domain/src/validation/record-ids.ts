import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds: a larger number names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id written as text: digits only (a path parameter, a select's value). */
export const RECORD_ID_PATTERN = /^\d{1,10}$/;

/**
 * A value as an id, where it is one: a digits-only text becomes its number; anything else is left
 * for the number schema to refuse. `Number()` would read `true` as 1, `[5]` as 5, `'0x10'` as 16 and
 * `' 7'` as 7: none of them is an id (ids are integers or the az_iso, nothing else).
 */
const asId = (value: unknown) =>
  typeof value === 'string' && RECORD_ID_PATTERN.test(value) ? Number(value) : value;

const idNumber = () => z.number().int().positive().max(MAX_RECORD_ID);

/** A record id in a body: an integer, or its digits as text. */
export const recordId = () => z.preprocess(asId, idNumber());

/** A reference that must be set: empty text and null are reported as required. */
export const requiredRecordId = () =>
  z.preprocess((value) => (value === '' || value == null ? undefined : asId(value)), idNumber());

/** A reference that may be cleared: empty text and null store no reference (null). */
export const optionalRecordId = () =>
  z.preprocess((value) => (value === '' ? null : asId(value)), idNumber().nullish());

/** A record id in a path or query parameter (always text): digits only, as a number. */
export const recordIdParam = () => z.string().regex(RECORD_ID_PATTERN).transform(Number).pipe(idNumber());
