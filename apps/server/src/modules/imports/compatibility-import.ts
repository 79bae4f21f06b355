import { articleCompatibilitySchema, IMPORT_KEYS, LIST_SEPARATOR, modelKey } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, Row } from '../../platform/resources/resource-store.ts';
import { compatibilityRuleErrors, type ModelFacts } from '../compatibility/compatibilities.store.ts';
import {
  byCodeOrName,
  type CheckedRow,
  formulaErrors,
  type ImportKind,
  idsByCode,
  type RowError,
  repeatedKey,
  requiredErrors,
  ruleErrors,
  schemaErrors,
  text,
} from './import-kind.ts';

type Named = { id: number; az_iso: string; name: string | null };
type Lookups = {
  manufacturers: Map<string, Named>;
  types: Map<string, Named>;
  protocols: Map<string, Named>;
  warnings: Map<string, Named>;
};

/** The form's fields -> the file's columns they come from. */
const FIELDS = {
  article_id: 'article',
  iu_model_id: 'model_reference',
  compatibility_type_id: 'compatibility_type',
  protocol_id: 'protocol',
  warnings: 'warnings',
  accessory_article_id: 'accessory',
  easyzone: 'manufacturer',
  notes: 'notes',
} as const;

/** The columns a compatibility is compared and written by (its key is article and model). */
const VALUES = [
  'compatibility_type_id',
  'protocol_id',
  'warnings',
  'accessory_article_id',
  'easyzone',
  'notes',
];

const sameValues = (a: Row, b: Row) =>
  VALUES.every((key) =>
    key === 'warnings'
      ? JSON.stringify([...(a.warnings as number[])].sort()) ===
        JSON.stringify([...(b.warnings as number[])].sort())
      : (a[key] ?? null) === (b[key] ?? null),
  );

type Facts = ModelFacts & { manufacturer_id: number; model_key: string };

/** The models a batch names, by manufacturer and key (FXSQ-50A and FXSQ50A are one model). */
async function modelsOf(db: Queryable, pairs: { manufacturer: number; key: string }[]) {
  const found = await db.execute<Facts>(sql`
    select u.id, u.active, m.name || ' ' || u.model_reference as label, m.protocol_active, m.easyzone_active,
      u.manufacturer_id, u.model_key
    from unnest(${sql.param(pairs.map((p) => p.manufacturer))}::int[], ${sql.param(pairs.map((p) => p.key))}::text[])
      as k(manufacturer_id, model_key)
    join iu_models u on u.manufacturer_id = k.manufacturer_id and u.model_key = k.model_key
    join manufacturers m on m.id = u.manufacturer_id`);
  return new Map(found.rows.map((f) => [`${f.manufacturer_id}|${f.model_key}`, f]));
}

async function existingOf(db: Queryable, bodies: Row[]) {
  if (!bodies.length) return new Map<string, Row>();
  const found = await db.execute<Row>(sql`
    select c.article_id, c.iu_model_id, c.compatibility_type_id, c.protocol_id, c.warnings,
      c.accessory_article_id, c.easyzone, c.notes
    from unnest(${sql.param(bodies.map((b) => b.article_id))}::int[], ${sql.param(bodies.map((b) => b.iu_model_id))}::int[])
      as k(article_id, iu_model_id)
    join compatibilities c on c.article_id = k.article_id and c.iu_model_id = k.iu_model_id`);
  return new Map(found.rows.map((r) => [`${r.article_id}|${r.iu_model_id}`, r]));
}

/**
 * Compatibilities from a file: one row per article and model (its manufacturer and reference), the
 * type, protocol, warnings, accessory and notes by their codes. Checked with the form's schema and
 * the compatibility's own rules (compatibilityRuleErrors); `easyzone` for the Easyzone type.
 */
export function compatibilityImport(easyzone: boolean): ImportKind<Lookups> {
  return {
    target: 'compatibilities',
    async lookups(db) {
      const named = async (query: ReturnType<typeof sql>) =>
        byCodeOrName((await db.execute<Named>(query)).rows);
      return {
        manufacturers: await named(sql`select id, az_iso, name from manufacturers`),
        types: await named(sql`select id, az_iso, name from compatibility_types`),
        protocols: await named(sql`select id, az_iso, name from communication_protocols`),
        warnings: await named(sql`select id, az_iso, null as name from compatibility_warnings`),
      };
    },

    async check(db, lookups, batch, seen) {
      const articles = await idsByCode(
        db,
        'articles',
        batch.flatMap((r) => [text(r.cells, 'article'), text(r.cells, 'accessory')]),
      );
      const pairs = batch.flatMap((r) => {
        const maker = lookups.manufacturers.get(text(r.cells, 'manufacturer').toUpperCase());
        return maker ? [{ manufacturer: maker.id, key: modelKey(text(r.cells, 'model_reference')) }] : [];
      });
      const models = await modelsOf(db, pairs);
      const checked: CheckedRow[] = batch.map((sheetRow) => {
        const { row, cells } = sheetRow;
        const errors: RowError[] = [
          ...formulaErrors(sheetRow),
          ...requiredErrors(sheetRow, IMPORT_KEYS.compatibilities),
        ];
        const unknown = (column: string, value: string) =>
          errors.push({ row, column, key: 'imports.unknownValue', params: { value, column } });
        const article = text(cells, 'article');
        const articleId = articles.get(article);
        if (article && articleId === undefined)
          errors.push({ row, column: 'article', key: 'imports.unknownArticle', params: { value: article } });
        const makerText = text(cells, 'manufacturer');
        const maker = lookups.manufacturers.get(makerText.toUpperCase());
        if (makerText && !maker) unknown('manufacturer', makerText);
        const reference = text(cells, 'model_reference');
        const facts = maker ? models.get(`${maker.id}|${modelKey(reference)}`) : undefined;
        if (maker && reference && !facts)
          errors.push({
            row,
            column: 'model_reference',
            key: 'imports.unknownModel',
            params: { model: reference, manufacturer: maker.name ?? maker.az_iso },
          });
        const typeText = text(cells, 'compatibility_type');
        const type = lookups.types.get(typeText.toUpperCase());
        if (typeText && !type) unknown('compatibility_type', typeText);
        const protocolText = text(cells, 'protocol');
        const protocol = protocolText ? lookups.protocols.get(protocolText.toUpperCase()) : undefined;
        if (protocolText && !protocol) unknown('protocol', protocolText);
        const warningCodes = text(cells, 'warnings')
          .split(LIST_SEPARATOR)
          .map((code) => code.trim())
          .filter(Boolean);
        const warnings = warningCodes.flatMap((code) => {
          const found = lookups.warnings.get(code.toUpperCase());
          if (!found) unknown('warnings', code);
          return found ? [found.id] : [];
        });
        const accessory = text(cells, 'accessory');
        const accessoryId = accessory ? articles.get(accessory) : undefined;
        if (accessory && accessoryId === undefined)
          errors.push({
            row,
            column: 'accessory',
            key: 'imports.unknownArticle',
            params: { value: accessory },
          });
        if (errors.length || articleId === undefined || !facts || !type) return { row, cells, errors };
        const notes = text(cells, 'notes');
        const form = {
          iu_model_id: facts.id,
          compatibility_type_id: type.id,
          protocol_id: protocol?.id ?? null,
          warnings,
          accessory_article_id: accessoryId ?? null,
          easyzone,
          notes: notes || null,
        };
        const body = { article_id: articleId, ...form };
        errors.push(...schemaErrors(articleCompatibilitySchema, form, row, FIELDS));
        errors.push(...ruleErrors(compatibilityRuleErrors(body, facts, true), row, FIELDS));
        const repeated = repeatedKey(seen, `${articleId}|${facts.id}`, row);
        if (repeated) errors.push(repeated);
        return errors.length ? { row, cells, errors } : { row, cells, errors, body };
      });
      const valid = checked.filter((c) => c.body);
      const existing = await existingOf(
        db,
        valid.map((c) => c.body!),
      );
      for (const c of valid) {
        const before = existing.get(`${c.body!.article_id}|${c.body!.iu_model_id}`);
        c.action = !before ? 'created' : sameValues(before, c.body!) ? 'unchanged' : 'updated';
      }
      return checked;
    },

    async apply(tx, fileId, bodies) {
      const column = (key: string) => sql.param(bodies.map((b) => b[key] ?? null));
      const warnings = sql.param(bodies.map((b) => `{${(b.warnings as number[]).join(',')}}`));
      // One statement per batch: the rows as they were (for the undo), the upsert, and its log.
      const result = await tx.execute<{ created: number; updated: number }>(sql`
        with input as (
          select * from unnest(${column('article_id')}::int[], ${column('iu_model_id')}::int[],
            ${column('compatibility_type_id')}::int[], ${column('protocol_id')}::int[], ${warnings}::text[],
            ${column('accessory_article_id')}::int[], ${column('easyzone')}::boolean[], ${column('notes')}::text[])
            as i(article_id, iu_model_id, compatibility_type_id, protocol_id, warnings, accessory_article_id,
              easyzone, notes)
        ), old as (
          select c.* from compatibilities c join input i on c.article_id = i.article_id and c.iu_model_id = i.iu_model_id
        ), written as (
          insert into compatibilities (article_id, iu_model_id, compatibility_type_id, protocol_id, warnings,
            accessory_article_id, easyzone, notes)
          select article_id, iu_model_id, compatibility_type_id, protocol_id, warnings::int[], accessory_article_id,
            easyzone, notes from input
          on conflict (article_id, iu_model_id) do update set compatibility_type_id = excluded.compatibility_type_id,
            protocol_id = excluded.protocol_id, warnings = excluded.warnings,
            accessory_article_id = excluded.accessory_article_id, easyzone = excluded.easyzone,
            notes = excluded.notes, updated_at = now()
          where (compatibilities.compatibility_type_id, compatibilities.protocol_id, compatibilities.warnings,
              compatibilities.accessory_article_id, compatibilities.easyzone, compatibilities.notes)
            is distinct from (excluded.compatibility_type_id, excluded.protocol_id, excluded.warnings,
              excluded.accessory_article_id, excluded.easyzone, excluded.notes)
          returning id, (xmax = 0) as inserted
        ), logged as (
          insert into import_changes (import_file_id, target, record_id, before)
          select ${fileId}, 'compatibilities', w.id, case when w.inserted then null else to_jsonb(o) end
          from written w left join old o on o.id = w.id
          returning before is null as created
        )
        select (count(*) filter (where created))::int as created, (count(*) filter (where not created))::int as updated
        from logged`);
      return result.rows[0]!;
    },

    async undo(tx, fileId) {
      await tx.execute(sql`delete from compatibilities c using import_changes l
        where l.import_file_id = ${fileId} and l.target = 'compatibilities' and l.before is null and c.id = l.record_id`);
      await tx.execute(sql`update compatibilities c set compatibility_type_id = b.compatibility_type_id,
          protocol_id = b.protocol_id, warnings = b.warnings, accessory_article_id = b.accessory_article_id,
          easyzone = b.easyzone, notes = b.notes, updated_at = now()
        from import_changes l, jsonb_populate_record(null::compatibilities, l.before) b
        where l.import_file_id = ${fileId} and l.target = 'compatibilities' and l.before is not null
          and c.id = l.record_id`);
    },
  };
}
