import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../i18n/locales.ts';
import { MAX_RECORD_ID } from '../validation/record-ids.ts';
import { isSlug, max, minArray, requiredText, text } from '../validation/rules.ts';

/** Sent back on update for optimistic locking; a stale value answers 409. */
export const updatedAt = z.string().max(40).optional();

const id = z.number().int().positive().max(MAX_RECORD_ID);
export const idList = z.array(id).max(1000);
export const requiredIdList = (n: number) => idList.check(minArray(n));

/** How many words a language's `keyword_translations` may hold (the web stops there too). */
export const KEYWORD_TRANSLATIONS_MAX = 50;

/**
 * Translatable fields of every catalogue entity (spec section 3), per content language (es, en, fr,
 * it, pt, de): `keywords` are shared keyword records (ids), `keyword_translations` the language's own
 * search words typed freely ("bomba de calor", "heat pump").
 */
export const translationSchema = z.strictObject({
  name: text(max(255)).optional(),
  slug: text(isSlug(), max(255)).optional(),
  description: text(max(5000)).optional(),
  keywords: idList.optional(),
  keyword_translations: z
    .array(requiredText(max(100)))
    .max(KEYWORD_TRANSLATIONS_MAX)
    .optional(),
});
export const translationsSchema = z.partialRecord(z.enum(CONTENT_LANGUAGES), translationSchema).default({});
export type Translations = z.infer<typeof translationsSchema>;

/** Available and active markets (ids): active markets may be chosen only among available ones. */
export const marketFields = {
  markets_available: idList.default([]),
  markets_active: idList.default([]),
};

export function activeWithinAvailable(
  value: { markets_available: number[]; markets_active: number[] },
  ctx: z.RefinementCtx,
) {
  const available = new Set(value.markets_available);
  if (value.markets_active.some((m) => !available.has(m))) {
    ctx.addIssue({ code: 'custom', path: ['markets_active'], message: 'validations.activeWithinAvailable' });
  }
}
