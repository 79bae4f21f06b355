import { z } from 'zod';
import type { ColumnDef, FieldDef } from '../resource.ts';

/**
 * The five levels a FAQ or a doc is associated at (spec section 3): an article, a product, a
 * category (range + system + family), a range and one of its systems, or a range only. Codes are
 * chosen so that none contains another (a list filter is a "contains" match): `system` is the
 * range + system level.
 */
export const CATALOGUE_LEVELS = ['article', 'product', 'category', 'system', 'range'] as const;
export type CatalogueLevel = (typeof CATALOGUE_LEVELS)[number];

export const LEVEL_TARGET_KEYS = ['range_id', 'system_id', 'family_id', 'product_id', 'article_id'] as const;
export type LevelTargetKey = (typeof LEVEL_TARGET_KEYS)[number];

/** The targets each level requires; the others are cleared when saved. */
export const LEVEL_TARGETS: Readonly<Record<CatalogueLevel, readonly LevelTargetKey[]>> = {
  article: ['article_id'],
  product: ['product_id'],
  category: ['range_id', 'system_id', 'family_id'],
  system: ['range_id', 'system_id'],
  range: ['range_id'],
};

const targetId = z.number().int().positive().nullish();

/** Body keys of a resource associated at a level. */
export const levelShape = {
  level: z.enum(CATALOGUE_LEVELS),
  range_id: targetId,
  system_id: targetId,
  family_id: targetId,
  product_id: targetId,
  article_id: targetId,
};

type LevelValues = { level: CatalogueLevel } & Partial<Record<LevelTargetKey, number | null>>;

/** Every target of the chosen level is required (422 on the missing one, e.g. `family_id`). */
export function requireLevelTargets(value: LevelValues, ctx: z.RefinementCtx) {
  for (const key of LEVEL_TARGETS[value.level] ?? []) {
    if (value[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: 'validations.required' });
  }
}

/** The body with the targets of other levels set to null (a form keeps what was chosen before). */
export function onlyLevelTargets<T extends Record<string, unknown>>(body: T): T {
  const keep = new Set<string>(LEVEL_TARGETS[body.level as CatalogueLevel] ?? []);
  const cleared: Record<string, unknown> = { ...body };
  for (const key of LEVEL_TARGET_KEYS) if (!keep.has(key)) cleared[key] = null;
  return cleared as T;
}

/** Levels showing each target selector. */
const levelsWith = (key: LevelTargetKey) =>
  CATALOGUE_LEVELS.filter((level) => LEVEL_TARGETS[level].includes(key));

/** The level select and its target selectors; the form shows only the chosen level's selectors. */
export const levelFields: FieldDef[] = [
  { key: 'level', kind: 'select', half: true },
  {
    key: 'article_id',
    kind: 'select',
    source: 'articles',
    half: true,
    shownWhen: { key: 'level', values: levelsWith('article_id') },
  },
  {
    key: 'product_id',
    kind: 'select',
    source: 'products',
    half: true,
    shownWhen: { key: 'level', values: levelsWith('product_id') },
  },
  {
    key: 'range_id',
    kind: 'select',
    source: 'ranges',
    half: true,
    shownWhen: { key: 'level', values: levelsWith('range_id') },
  },
  {
    key: 'system_id',
    kind: 'select',
    source: 'systems',
    half: true,
    shownWhen: { key: 'level', values: levelsWith('system_id') },
  },
  {
    key: 'family_id',
    kind: 'select',
    source: 'families',
    half: true,
    shownWhen: { key: 'level', values: levelsWith('family_id') },
  },
];

/**
 * List columns: the level, and the target as "range › system › family" (or the product, or the
 * article); filtering by `target` matches the code or name of any target.
 */
export const levelColumns: ColumnDef[] = [{ key: 'level' }, { key: 'target' }];
