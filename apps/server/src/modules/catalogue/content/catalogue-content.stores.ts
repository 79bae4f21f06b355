import {
  type AutodiagnosisCheckInput,
  autodiagnosis,
  CATEGORY_MAX_DEPTH,
  categories,
  docs,
  faqs,
  LEVEL_TARGET_KEYS,
  onlyAutodiagnosisTarget,
  onlyLevelTargets,
  watermarks,
} from '@proboard/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceStore, Row, Tx } from '../../../platform/resources/resource-store.ts';
import { categories as categoryTable } from '../catalogue.tables.ts';
import * as tables from './catalogue-content.tables.ts';
import { targetFilter, targetLabel, validateLevelTargets } from './level-targets.ts';

type Errors = Record<string, string[]>;
const UNKNOWN_REFERENCE = 'validations.in_array';

const withoutTranslations = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== 'translations');

async function checkMarkets(tx: Tx, body: Row, errors: Errors) {
  const ids = [...((body.markets_available as number[]) ?? []), ...((body.markets_active as number[]) ?? [])];
  if (!ids.length) return;
  const found = await tx.execute<{ n: number }>(
    sql`select count(distinct id)::int as n from markets where id = any(${sql.param(ids)}::int[])`,
  );
  if (found.rows[0]!.n !== new Set(ids).size) errors.markets_available = [UNKNOWN_REFERENCE];
}

/** "Climatización › Aire acondicionado › Conductos": the names from the root down to the category. */
const CATEGORY_PATH = `(with recursive up(id, parent_id, name, depth) as (
    select c.id, c.parent_id, c.name, 0 from categories c where c.id = t.id
    union all
    select p.id, p.parent_id, p.name, up.depth + 1 from categories p join up on p.id = up.parent_id
    where up.depth < ${CATEGORY_MAX_DEPTH})
  select string_agg(name, ' › ' order by depth desc) from up)`;

/** The category and every one above it, nearest first (bounded, so a cycle cannot loop). */
async function ancestorsOf(tx: Tx, id: number): Promise<number[]> {
  const rows = await tx.execute<{ id: number }>(sql`with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${id}
      union all
      select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
      where up.depth < ${CATEGORY_MAX_DEPTH + 1})
    select id from up order by depth`);
  return rows.rows.map((r) => r.id);
}

export const categoryStore: ResourceStore = {
  definition: categories,
  table: 'categories',
  listColumns: withoutTranslations(categoryTable),
  writable: ['az_iso', 'sort_key', 'name', 'slug', 'parent_id', 'image_url', 'active', 'translations'],
  json: ['translations'],
  computed: { az_label: `t.az_iso || ' - ' || t.name`, path: CATEGORY_PATH },
  uniques: { categories_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body, existing): Promise<Errors> {
      const parentId = body.parent_id as number | null | undefined;
      if (parentId == null) return {};
      const chain = await ancestorsOf(tx, parentId);
      if (!chain.length) return { parent_id: [UNKNOWN_REFERENCE] };
      // A category made its own ancestor: its new parent is itself or one of its descendants.
      if (existing && chain.includes(existing.id as number))
        return { parent_id: ['validations.ownAncestor'] };
      return {};
    },
  },
};

export const watermarkStore: ResourceStore = {
  definition: watermarks,
  table: 'watermarks',
  writable: [
    'az_iso',
    'name',
    'image_url',
    'position',
    'opacity',
    'active',
    'markets_available',
    'markets_active',
  ],
  computed: { az_label: `t.az_iso || ' - ' || t.name` },
  uniques: { watermarks_az_iso_unique: 'az_iso' },
  hooks: {
    async validate(tx, body) {
      const errors: Errors = {};
      await checkMarkets(tx, body, errors);
      return errors;
    },
  },
};

/** FAQs and docs: associated at one of the five levels (catalogue-levels.ts). */
const levelStore = {
  json: ['translations'],
  computed: { target: targetLabel(LEVEL_TARGET_KEYS) },
  filters: { target: targetFilter(LEVEL_TARGET_KEYS) },
};
const levelColumns = [...LEVEL_TARGET_KEYS, 'level'];

export const faqStore: ResourceStore = {
  ...levelStore,
  definition: faqs,
  table: 'faqs',
  listColumns: withoutTranslations(tables.faqs),
  writable: [
    ...levelColumns,
    'question',
    'answer',
    'sort_key',
    'active',
    'translations',
    'markets_available',
    'markets_active',
  ],
  uniques: {},
  hooks: {
    prepare: onlyLevelTargets,
    async validate(tx, body) {
      const errors = await validateLevelTargets(tx, body, LEVEL_TARGET_KEYS);
      await checkMarkets(tx, body, errors);
      return errors;
    },
  },
};

export const docStore: ResourceStore = {
  ...levelStore,
  definition: docs,
  table: 'docs',
  listColumns: withoutTranslations(tables.docs),
  writable: [
    ...levelColumns,
    'title',
    'document_type',
    'document_url',
    'languages',
    'sort_key',
    'active',
    'translations',
  ],
  uniques: {},
  hooks: {
    prepare: onlyLevelTargets,
    async validate(tx, body) {
      const errors = await validateLevelTargets(tx, body, LEVEL_TARGET_KEYS);
      const isos = (body.languages as string[]) ?? [];
      if (isos.length) {
        const found = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from languages where az_iso = any(${sql.param(isos)}::text[])`,
        );
        if (found.rows[0]!.n !== new Set(isos).size) errors.languages = [UNKNOWN_REFERENCE];
      }
      return errors;
    },
  },
};

const AUTODIAGNOSIS_TARGETS = ['product_id', 'family_id'] as const;

export const autodiagnosisStore: ResourceStore = {
  definition: autodiagnosis,
  table: 'autodiagnoses',
  listColumns: withoutTranslations(tables.autodiagnoses),
  writable: ['az_iso', 'level', 'product_id', 'family_id', 'symptom', 'solution', 'active', 'translations'],
  json: ['translations'],
  computed: { target: targetLabel(AUTODIAGNOSIS_TARGETS) },
  filters: { target: targetFilter(AUTODIAGNOSIS_TARGETS) },
  uniques: { autodiagnoses_az_iso_unique: 'az_iso' },
  hooks: {
    prepare: onlyAutodiagnosisTarget,
    async validate(tx, body, existing) {
      const errors = await validateLevelTargets(tx, body, AUTODIAGNOSIS_TARGETS);
      const checks = (body.checks as AutodiagnosisCheckInput[]) ?? [];
      const ids = checks.flatMap((check) => (check.id ? [check.id] : []));
      if (ids.length) {
        const owned = await tx.execute<{ id: number }>(sql`select id from autodiagnosis_checks
          where id = any(${sql.param(ids)}::int[]) and autodiagnosis_id = ${(existing?.id as number) ?? -1}`);
        const ownedIds = new Set(owned.rows.map((r) => r.id));
        checks.forEach((check, index) => {
          if (check.id && !ownedIds.has(check.id)) errors[`checks.${index}.id`] = [UNKNOWN_REFERENCE];
        });
      }
      return errors;
    },
    /** Checks sent with an id are updated, without one created, missing ones deleted; order = row order. */
    async afterWrite(tx, record, body) {
      const ownerId = record.id as number;
      const checks = (body.checks as AutodiagnosisCheckInput[]) ?? [];
      const keep = checks.flatMap((check) => (check.id ? [check.id] : []));
      await tx.execute(sql`delete from autodiagnosis_checks where autodiagnosis_id = ${ownerId}
        and not (id = any(${sql.param(keep)}::int[]))`);
      for (const [index, check] of checks.entries()) {
        if (check.id) {
          await tx.execute(sql`update autodiagnosis_checks set sort_id = ${index}, question = ${check.question},
            solution = ${check.solution}, translations = ${JSON.stringify(check.translations ?? {})}::jsonb,
            updated_at = now() where id = ${check.id}`);
        } else {
          await tx.execute(sql`insert into autodiagnosis_checks
            (autodiagnosis_id, sort_id, question, solution, translations)
            values (${ownerId}, ${index}, ${check.question}, ${check.solution},
              ${JSON.stringify(check.translations ?? {})}::jsonb)`);
        }
      }
    },
    async attach(db, record) {
      const checks =
        await db.execute(sql`select id, question, solution, translations from autodiagnosis_checks
        where autodiagnosis_id = ${record.id as number} order by sort_id, id`);
      return { ...record, checks: checks.rows };
    },
  },
};

export const CATALOGUE_CONTENT_STORES = [
  categoryStore,
  watermarkStore,
  faqStore,
  docStore,
  autodiagnosisStore,
];
