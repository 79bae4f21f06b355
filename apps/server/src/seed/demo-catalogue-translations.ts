import { slugify } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Language = 'es' | 'en' | 'fr' | 'it' | 'pt';

/** How each language calls the demo catalogue's things, and the words people search them by. */
const WORDS: Record<Language, { description: (name: string) => string; search: string[]; shared: string }> = {
  es: {
    description: (name) => `${name}: zonificación y control de climatización por estancias.`,
    search: ['climatización', 'zonificación', 'termostato'],
    shared: 'control de clima',
  },
  en: {
    description: (name) => `${name}: room-by-room zoning and climate control.`,
    search: ['air conditioning', 'zoning', 'thermostat'],
    shared: 'climate control',
  },
  fr: {
    description: (name) => `${name} : zonage et régulation de la climatisation pièce par pièce.`,
    search: ['climatisation', 'zonage', 'thermostat'],
    shared: 'régulation climatique',
  },
  it: {
    description: (name) => `${name}: zonizzazione e controllo della climatizzazione stanza per stanza.`,
    search: ['climatizzazione', 'zonizzazione', 'termostato'],
    shared: 'controllo del clima',
  },
  pt: {
    description: (name) => `${name}: zonamento e controlo da climatização divisão a divisão.`,
    search: ['climatização', 'zonamento', 'termóstato'],
    shared: 'controlo do clima',
  },
};
const LANGUAGES = Object.keys(WORDS) as Language[];

/** The catalogue tables whose forms translate, and the column each record is named by. */
const TRANSLATED = [
  ['manufacturers', 'name'],
  ['ranges', 'name'],
  ['systems', 'name'],
  ['families', 'name'],
  ['categories', 'name'],
  ['attribute_types', 'description'],
] as const;

async function keywordId(tx: Tx, keyword: string): Promise<number> {
  await tx.execute(sql`insert into keywords (keyword) values (${keyword}) on conflict do nothing`);
  const found = await tx.execute<{ id: number }>(
    sql`select id from keywords where lower(keyword) = lower(${keyword})`,
  );
  return found.rows[0]!.id;
}

/** A record's texts in the five interface languages, keeping any name already translated. */
function translationsOf(
  name: string,
  saved: Record<string, Record<string, unknown>>,
  keywords: Record<Language, number>,
): Record<string, Record<string, unknown>> {
  const out = { ...saved };
  for (const language of LANGUAGES) {
    const current = saved[language] ?? {};
    const localName = typeof current.name === 'string' && current.name ? current.name : name;
    out[language] = {
      ...current,
      name: localName,
      slug: typeof current.slug === 'string' && current.slug ? current.slug : slugify(localName),
      description: current.description ?? WORDS[language].description(localName),
      keywords: current.keywords ?? [keywords[language]],
      keyword_translations: [localName.toLowerCase(), ...WORDS[language].search],
    };
  }
  return out;
}

/**
 * Demo catalogue texts: every manufacturer, range, system, family, category and attribute type gets
 * its name, slug, description, a shared keyword and its own search words in es, en, fr, it and pt.
 * Only records without search words yet are filled, so a user's edits stay.
 */
export async function seedDemoCatalogueTranslations(tx: Tx) {
  // One after another: a transaction is one connection, which runs one query at a time.
  const keywords = {} as Record<Language, number>;
  for (const language of LANGUAGES) keywords[language] = await keywordId(tx, WORDS[language].shared);
  for (const [table, nameColumn] of TRANSLATED) {
    const rows = await tx.execute<{
      id: number;
      name: string;
      translations: Record<string, Record<string, unknown>>;
    }>(
      sql`select id, ${sql.raw(`"${nameColumn}"`)} as name, translations from ${sql.raw(`"${table}"`)}
        where not jsonb_path_exists(translations, '$.*.keyword_translations') order by id`,
    );
    for (const row of rows.rows) {
      const translations = JSON.stringify(translationsOf(row.name, row.translations ?? {}, keywords));
      await tx.execute(
        sql`update ${sql.raw(`"${table}"`)} set translations = ${translations}::jsonb where id = ${row.id}`,
      );
    }
  }
}

/**
 * Media resources shown with ranges, systems and families (the range's catalogue and datasheets...):
 * each of them gets two of the demo resources, once (only while none of them has any).
 */
export async function seedDemoTreeMedia(tx: Tx) {
  for (const [table, link, owner] of [
    ['ranges', 'range_media_resources', 'range_id'],
    ['systems', 'system_media_resources', 'system_id'],
    ['families', 'family_media_resources', 'family_id'],
  ] as const) {
    const linked = await tx.execute<{ any: boolean }>(
      sql`select exists (select 1 from ${sql.raw(`"${link}"`)}) as any`,
    );
    if (linked.rows[0]?.any) continue;
    // Each record takes two resources in turn, so the links differ from one record to the next.
    await tx.execute(sql`
      with owners as (select id, row_number() over (order by sort_key, id) as n from ${sql.raw(`"${table}"`)}),
        media as (select id, row_number() over (order by id) as n, count(*) over () as total from media_resources where active)
      insert into ${sql.raw(`"${link}"`)} (${sql.raw(`"${owner}"`)}, media_resource_id)
      select o.id, m.id from owners o join media m on m.n in (((o.n * 2 - 2) % m.total) + 1, ((o.n * 2 - 1) % m.total) + 1)
      on conflict do nothing`);
  }
}
