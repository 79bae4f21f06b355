import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** An autodiagnosis belongs to a product or to a whole family. */
export const AUTODIAGNOSIS_LEVELS = ['product', 'family'] as const;
export const AUTODIAGNOSIS_CHECKS_MAX = 30;

/**
 * One check of the guided diagnosis, in order: a yes/no question. "Yes" goes on to the next check
 * (after the last one, to the autodiagnosis's own solution); "no" stops at this check's solution.
 */
export const autodiagnosisCheckSchema = z.strictObject({
  /** A check of this autodiagnosis to update; none: a new check. */
  id: z.number().int().positive().optional(),
  /** The Spanish texts; other languages in translations, like the autodiagnosis's own. */
  question: requiredText(max(500)),
  solution: requiredText(max(2000)),
  translations: z
    .partialRecord(
      z.enum(CONTENT_LANGUAGES),
      z.strictObject({ question: text(max(500)).optional(), solution: text(max(2000)).optional() }),
    )
    .default({}),
});
export type AutodiagnosisCheckInput = z.infer<typeof autodiagnosisCheckSchema>;

export const autodiagnosisSchema = z
  .strictObject({
    az_iso: requiredText(isAzIso(), max(40)),
    level: z.enum(AUTODIAGNOSIS_LEVELS),
    product_id: z.number().int().positive().nullish(),
    family_id: z.number().int().positive().nullish(),
    /** The Spanish texts; other languages in translations. */
    symptom: requiredText(max(255)),
    solution: text(max(2000)).nullish(),
    active: z.boolean().default(true),
    translations: z
      .partialRecord(
        z.enum(CONTENT_LANGUAGES),
        z.strictObject({ symptom: text(max(255)).optional(), solution: text(max(2000)).optional() }),
      )
      .default({}),
    checks: z.array(autodiagnosisCheckSchema).max(AUTODIAGNOSIS_CHECKS_MAX).default([]),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    const key = value.level === 'product' ? 'product_id' : 'family_id';
    if (value[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: 'validations.required' });
  });

/** Keeps only the chosen level's target (a form keeps what was chosen before). */
export function onlyAutodiagnosisTarget<T extends Record<string, unknown>>(body: T): T {
  return body.level === 'product' ? { ...body, family_id: null } : { ...body, product_id: null };
}

export const autodiagnosis: ResourceDefinition<typeof autodiagnosisSchema> = {
  name: 'autodiagnosis',
  service: 'msproduct',
  apiPath: 'admin/autodiagnosis',
  singular: 'autodiagnosis',
  plural: 'autodiagnoses',
  idParam: 'id',
  schema: autodiagnosisSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'level', kind: 'select', half: true },
    {
      key: 'product_id',
      kind: 'select',
      source: 'products',
      half: true,
      shownWhen: { key: 'level', values: ['product'] },
    },
    {
      key: 'family_id',
      kind: 'select',
      source: 'families',
      half: true,
      shownWhen: { key: 'level', values: ['family'] },
    },
    { key: 'symptom', kind: 'text' },
    { key: 'solution', kind: 'textarea' },
    { key: 'translations', kind: 'translations' },
    { key: 'checks', kind: 'rows' },
  ],
  columns: [
    { key: 'az_iso' },
    { key: 'symptom' },
    { key: 'level' },
    { key: 'target' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'symptom', 'target'],
  defaultSort: '-created_at',
  duplicate: true,
};
