import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { max, requiredText, sortKey, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { activeWithinAvailable, marketFields, updatedAt } from '../shared.ts';
import { levelColumns, levelFields, levelShape, requireLevelTargets } from './catalogue-levels.ts';

export const FAQ_ANSWER_MAX = 5000;

export const faqSchema = z
  .strictObject({
    ...levelShape,
    /** The Spanish texts (the catalogue's default language); other languages in translations. */
    question: requiredText(max(500)),
    answer: requiredText(max(FAQ_ANSWER_MAX)),
    sort_key: sortKey(),
    active: z.boolean().default(true),
    translations: z
      .partialRecord(
        z.enum(CONTENT_LANGUAGES),
        z.strictObject({ question: text(max(500)).optional(), answer: text(max(FAQ_ANSWER_MAX)).optional() }),
      )
      .default({}),
    ...marketFields,
    updated_at: updatedAt,
  })
  .superRefine(requireLevelTargets)
  .superRefine(activeWithinAvailable);

export const faqs: ResourceDefinition<typeof faqSchema> = {
  name: 'faqs',
  service: 'msproduct',
  apiPath: 'admin/faqs',
  singular: 'faq',
  plural: 'faqs',
  idParam: 'id',
  schema: faqSchema,
  fields: [
    ...levelFields,
    { key: 'question', kind: 'text' },
    { key: 'answer', kind: 'textarea' },
    { key: 'sort_key', kind: 'number', half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'markets', kind: 'markets' },
    { key: 'translations', kind: 'translations' },
  ],
  columns: [
    { key: 'sort_key', type: 'number' },
    { key: 'question' },
    ...levelColumns,
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['question', 'target'],
  defaultSort: 'sort_key',
  duplicate: true,
};
