import { amazonAsinSchema, IMPORT_KEYS } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Queryable, Row } from '../../platform/resources/resource-store.ts';
import { keywordBytesRefusal, type Marketplace, marketplaceName } from '../marketplace/marketplace.stores.ts';
import {
  type CheckedRow,
  formulaErrors,
  type ImportKind,
  idsByCode,
  type RowError,
  repeatedKey,
  requiredErrors,
  schemaErrors,
  text,
} from './import-kind.ts';

type Place = Marketplace & { id: number; amazon_marketplace_id: string };
type Lookups = Map<string, Place>;

const FIELDS = { article_id: 'article', marketplace_id: 'marketplace', asin: 'asin', keywords: 'keywords' };

/** The ASINs a batch's marketplaces already give other articles (one ASIN per marketplace). */
async function takenOf(db: Queryable, bodies: Row[]) {
  if (!bodies.length) return new Map<string, { article_id: number; article_iso: string }>();
  const found = await db.execute<{
    marketplace_id: number;
    asin: string;
    article_id: number;
    article_iso: string;
  }>(sql`
    select a.marketplace_id, a.asin, a.article_id, a.article_iso
    from unnest(${sql.param(bodies.map((b) => b.marketplace_id))}::int[], ${sql.param(bodies.map((b) => b.asin))}::text[])
      as k(marketplace_id, asin)
    join amazon_asins a on a.marketplace_id = k.marketplace_id and a.asin = k.asin`);
  return new Map(found.rows.map((r) => [`${r.marketplace_id}|${r.asin}`, r]));
}

async function existingOf(db: Queryable, bodies: Row[]) {
  if (!bodies.length) return new Map<string, Row>();
  const found = await db.execute<Row>(sql`
    select a.article_id, a.marketplace_id, a.asin, a.keywords
    from unnest(${sql.param(bodies.map((b) => b.article_id))}::int[], ${sql.param(bodies.map((b) => b.marketplace_id))}::int[])
      as k(article_id, marketplace_id)
    join amazon_asins a on a.article_id = k.article_id and a.marketplace_id = k.marketplace_id`);
  return new Map(found.rows.map((r) => [`${r.article_id}|${r.marketplace_id}`, r]));
}

/**
 * Amazon ASINs from a file: one row per article and marketplace (its domain extension, Amazon id or
 * name), checked with the ASIN form's schema and the marketplace's keyword byte limit
 * (keywordBytesRefusal); an ASIN another article has on that marketplace is refused as the form does.
 */
export const asinImport: ImportKind<Lookups> = {
  target: 'amazon_asins',
  async lookups(db) {
    const found = await db.execute<Place>(
      sql`select id, name, domain_extension, amazon_marketplace_id, keyword_byte_limit from amazon_marketplaces`,
    );
    const map: Lookups = new Map();
    for (const m of found.rows)
      for (const name of [m.name, m.amazon_marketplace_id, m.domain_extension])
        map.set(name.toUpperCase(), m);
    return map;
  },

  async check(db, marketplaces, batch, seen) {
    const articles = await idsByCode(
      db,
      'articles',
      batch.map((r) => text(r.cells, 'article')),
    );
    const asinsSeen = new Map<string, { row: number; article: number }>();
    const checked: CheckedRow[] = batch.map((sheetRow) => {
      const { row, cells } = sheetRow;
      const errors: RowError[] = [
        ...formulaErrors(sheetRow),
        ...requiredErrors(sheetRow, [...IMPORT_KEYS.amazon_asins, 'asin']),
      ];
      const article = text(cells, 'article');
      const articleId = articles.get(article);
      if (article && articleId === undefined)
        errors.push({ row, column: 'article', key: 'imports.unknownArticle', params: { value: article } });
      const placeText = text(cells, 'marketplace');
      const place = marketplaces.get(placeText.toUpperCase());
      if (placeText && !place)
        errors.push({
          row,
          column: 'marketplace',
          key: 'imports.unknownValue',
          params: { value: placeText, column: 'marketplace' },
        });
      if (errors.length || articleId === undefined || !place) return { row, cells, errors };
      const body = {
        article_id: articleId,
        marketplace_id: place.id,
        asin: text(cells, 'asin'),
        keywords: text(cells, 'keywords'),
      };
      errors.push(...schemaErrors(amazonAsinSchema, body, row, FIELDS));
      const over = keywordBytesRefusal(body.keywords, place);
      if (over) errors.push({ row, column: 'keywords', ...over });
      const asinKey = `${place.id}|${body.asin}`;
      const other = asinsSeen.get(asinKey);
      if (other && other.article !== articleId)
        errors.push({
          row,
          column: 'asin',
          key: 'imports.duplicateAsin',
          params: { asin: body.asin, row: other.row },
        });
      else asinsSeen.set(asinKey, { row, article: articleId });
      const repeated = repeatedKey(seen, `${articleId}|${place.id}`, row);
      if (repeated) errors.push(repeated);
      return errors.length ? { row, cells, errors } : { row, cells, errors, body };
    });
    const valid = checked.filter((c) => c.body);
    const taken = await takenOf(
      db,
      valid.map((c) => c.body!),
    );
    const existing = await existingOf(
      db,
      valid.map((c) => c.body!),
    );
    for (const c of valid) {
      const body = c.body!;
      const holder = taken.get(`${body.marketplace_id}|${body.asin}`);
      if (holder && holder.article_id !== body.article_id) {
        const place = [...marketplaces.values()].find((m) => m.id === body.marketplace_id)!;
        c.errors.push({
          row: c.row,
          column: 'asin',
          key: 'marketplace.asinTaken',
          params: {
            asin: String(body.asin),
            article: holder.article_iso,
            marketplace: marketplaceName(place),
          },
        });
        c.body = undefined;
        continue;
      }
      const before = existing.get(`${body.article_id}|${body.marketplace_id}`);
      c.action = !before
        ? 'created'
        : before.asin === body.asin && before.keywords === body.keywords
          ? 'unchanged'
          : 'updated';
    }
    return checked;
  },

  async apply(tx, fileId, bodies) {
    const column = (key: string) => sql.param(bodies.map((b) => b[key]));
    const result = await tx.execute<{ created: number; updated: number }>(sql`
      with input as (
        select * from unnest(${column('article_id')}::int[], ${column('marketplace_id')}::int[],
          ${column('asin')}::text[], ${column('keywords')}::text[]) as i(article_id, marketplace_id, asin, keywords)
      ), old as (
        select a.id, a.article_id, a.marketplace_id, a.asin, a.keywords from amazon_asins a
        join input i on a.article_id = i.article_id and a.marketplace_id = i.marketplace_id
      ), written as (
        insert into amazon_asins (article_id, marketplace_id, asin, keywords)
        select article_id, marketplace_id, asin, keywords from input
        on conflict (article_id, marketplace_id) do update set asin = excluded.asin, keywords = excluded.keywords,
          updated_at = now()
        where (amazon_asins.asin, amazon_asins.keywords) is distinct from (excluded.asin, excluded.keywords)
        returning id, (xmax = 0) as inserted
      ), logged as (
        insert into import_changes (import_file_id, target, record_id, before)
        select ${fileId}, 'amazon_asins', w.id, case when w.inserted then null else to_jsonb(o) end
        from written w left join old o on o.id = w.id
        returning before is null as created
      )
      select (count(*) filter (where created))::int as created, (count(*) filter (where not created))::int as updated
      from logged`);
    return result.rows[0]!;
  },

  async undo(tx, fileId) {
    await tx.execute(sql`delete from amazon_asins a using import_changes l
      where l.import_file_id = ${fileId} and l.target = 'amazon_asins' and l.before is null and a.id = l.record_id`);
    await tx.execute(sql`update amazon_asins a set asin = l.before ->> 'asin', keywords = l.before ->> 'keywords',
        updated_at = now()
      from import_changes l
      where l.import_file_id = ${fileId} and l.target = 'amazon_asins' and l.before is not null and a.id = l.record_id`);
  },
};
