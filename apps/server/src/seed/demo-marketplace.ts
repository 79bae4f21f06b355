import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The Amazon marketplaces we sell on, with their Selling Partner API ids: name, Amazon id, domain
 * extension, country, language, currency.
 */
const MARKETPLACES = [
  ['Amazon.es', 'A1RKKUPIHCS9HS', 'es', 'ES', 'es', 'EUR'],
  ['Amazon.fr', 'A13V1IB3VIYZZH', 'fr', 'FR', 'fr', 'EUR'],
  ['Amazon.it', 'APJ6JRA9NG5V4', 'it', 'IT', 'it', 'EUR'],
  ['Amazon.de', 'A1PA6795UKMFR9', 'de', 'DE', 'de', 'EUR'],
  ['Amazon.co.uk', 'A1F83G8C2ARO7P', 'co.uk', 'GB', 'en', 'GBP'],
  ['Amazon.com', 'ATVPDKIKX0DER', 'com', 'US', 'en', 'USD'],
] as const;

/** Search terms an installer or a home owner types on each store, in its language. */
const KEYWORDS: Record<string, string> = {
  es: 'termostato wifi aire acondicionado conductos zonificación calefacción suelo radiante control por app',
  fr: 'thermostat connecté wifi climatisation gainable zonage chauffage plancher chauffant pilotage appli',
  it: 'termostato wifi climatizzatore canalizzato zonizzazione riscaldamento a pavimento controllo app',
  de: 'thermostat wlan klimaanlage kanalgerät zonenregelung fußbodenheizung raumregler app steuerung',
  en: 'smart thermostat wifi air conditioning ducted zoning underfloor heating heat pump app control',
};

/** Of the first demo articles, those listed on each store (every one in Spain, fewer further away). */
const LISTED_EVERY: Record<string, number> = { es: 1, fr: 2, it: 3, de: 3, 'co.uk': 4, com: 5 };
const LISTED_ARTICLES = 160;

/**
 * Demo Amazon data: the six marketplaces and a few hundred ASINs of real demo articles. An article
 * keeps one ASIN across the EU stores (Amazon's unified European listing) and its own in the UK and
 * the US. Two statements; the ASINs only on a database that has none.
 */
export async function seedDemoMarketplace(tx: Tx) {
  const rows = sql.join(
    MARKETPLACES.map(
      ([name, id, extension, country, language, currency]) =>
        sql`(${name}, ${id}, ${extension}, ${country}, ${language}, ${currency})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into amazon_marketplaces (name, amazon_marketplace_id, domain_extension, country_iso, language, currency)
    select v.* from (values ${rows}) v(name, id, extension, country, language, currency)
    where exists (select 1 from languages l where l.az_iso = v.language)
    on conflict do nothing`);
  const every = sql.join(
    Object.entries(LISTED_EVERY).map(([extension, n]) => sql`when ${extension} then ${n}`),
    sql` `,
  );
  const keywords = sql.join(
    Object.entries(KEYWORDS).map(([language, text]) => sql`when ${language} then ${text}`),
    sql` `,
  );
  // "B0" and eight letters and digits from a hash of the article (and of the store outside the EU).
  await tx.execute(sql`
    insert into amazon_asins (article_id, marketplace_id, asin, keywords, article_iso, article_name, created_at)
    select a.id, m.id,
      'B0' || (select string_agg(substr('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ',
          1 + get_byte(decode(md5(a.az_iso || case when m.currency = 'EUR' then 'EU' else m.domain_extension end), 'hex'), i) % 34, 1), '' order by i)
        from generate_series(0, 7) i),
      lower(a.name) || ' ' || case m.language ${keywords} end,
      a.az_iso, a.name,
      now() - (a.n * 6 + m.id) * interval '1 hour'
    from (select id, az_iso, name, row_number() over (order by id) as n from articles
      where az_iso like 'AZD%' order by id limit ${LISTED_ARTICLES}) a
    cross join amazon_marketplaces m
    where a.n % (case m.domain_extension ${every} else 1000000 end) = 0
      and not exists (select 1 from amazon_asins)
      and octet_length(lower(a.name) || ' ' || case m.language ${keywords} end) <= m.keyword_byte_limit
    on conflict do nothing`);
}
