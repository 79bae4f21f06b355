import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, length, max, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { updatedAt } from '../shared.ts';

/** A country's regions are saved with it; more than this is a mistake (the UK has 217). */
export const COUNTRY_REGIONS_MAX = 500;

/** Letters only, upper case: ISO 3166-1 codes (`ES`, `ESP`); typed in lower case they are raised. */
const isoCode = (letters: number) =>
  z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(
      requiredText(length(letters), isAzIso()).refine((v) => /^[A-Z]*$/.test(v), {
        message: 'validations.isAzIso',
      }),
    );

export const regionSchema = z.strictObject({
  /** A region of this country to update; none: a new region. */
  id: z.number().int().positive().optional(),
  /** ISO 3166-2 subdivision code without the country prefix (`M` for ES-M), or our own. */
  code: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(requiredText(isAzIso(), max(10))),
  name: requiredText(max(120)),
});
export type RegionInput = z.infer<typeof regionSchema>;

export const countrySchema = z
  .strictObject({
    iso: isoCode(2),
    iso3: isoCode(3),
    /** The Spanish name (the interface's default language). */
    name: requiredText(max(120)),
    translations: z
      .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ name: text(max(120)) }))
      .default({}),
    /** Professional users may register from this country (spec section 6). */
    pro_registration: z.boolean().default(false),
    active: z.boolean().default(true),
    regions: z.array(regionSchema).max(COUNTRY_REGIONS_MAX).default([]),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    // A region code is unique within its country: the second row holding it is marked.
    const seen = new Set<string>();
    value.regions.forEach((region, index) => {
      if (seen.has(region.code)) {
        ctx.addIssue({ code: 'custom', path: ['regions', index, 'code'], message: 'validations.unique' });
      }
      seen.add(region.code);
    });
  });

export const countries: ResourceDefinition<typeof countrySchema> = {
  name: 'globalcountries',
  service: 'msaddress',
  apiPath: 'admin/global-countries',
  singular: 'country',
  plural: 'countries',
  idParam: 'id',
  schema: countrySchema,
  fields: [
    { key: 'iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'iso3', kind: 'text', half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'pro_registration', kind: 'boolean', half: true },
    { key: 'active', kind: 'boolean', half: true },
    { key: 'translations', kind: 'translations' },
    { key: 'regions', kind: 'rows' },
  ],
  columns: [
    { key: 'iso' },
    { key: 'iso3' },
    { key: 'name' },
    { key: 'pro_registration', type: 'boolean' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  // `names`: the name in every language (the store's expression), so "Spain" finds España.
  search: ['iso', 'iso3', 'name', 'names'],
  defaultSort: '-created_at',
  duplicate: false,
};
