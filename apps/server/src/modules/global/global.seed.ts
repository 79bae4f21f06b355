import { LOCALES } from '@proboard/domain';
import regionData from 'country-region-data/data.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import countryCodes from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import type { Tx } from '../../platform/resources/resource-store.ts';

for (const locale of [es, en, fr, it, pt]) countryCodes.registerLocale(locale);

/** The countries of the company's markets (demo-catalogue.ts): their regions are seeded. */
export const MARKET_COUNTRIES = ['ES', 'PT', 'FR', 'IT', 'US', 'DE'] as const;
/** Of these, where professional users may register in the demo. */
const DEMO_PRO_REGISTRATION = ['ES', 'PT', 'FR', 'IT', 'US'];

/**
 * country-region-data lists Spain's provinces beside three of its autonomous communities; addresses
 * name the province, so the communities are left out.
 */
const NOT_REGIONS: Record<string, readonly string[]> = { ES: ['AN', 'AR', 'CN'] };

/** Every ISO 3166-1 country with its alpha-3 code and its name in each interface language. */
export function isoCountries() {
  return Object.entries(countryCodes.getAlpha2Codes()).map(([iso, iso3]) => {
    const translations = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        { name: countryCodes.getName(iso, locale, { select: 'official' }) ?? iso },
      ]),
    );
    return { iso, iso3, name: translations.es?.name ?? iso, translations };
  });
}

/** The regions of the market countries: ISO 3166-2 codes without the country, names as the package has them. */
export function marketRegions() {
  return regionData
    .filter((country) => (MARKET_COUNTRIES as readonly string[]).includes(country.countryShortCode))
    .flatMap((country) =>
      country.regions
        .filter((region) => !NOT_REGIONS[country.countryShortCode]?.includes(region.shortCode ?? ''))
        .map((region) => ({
          iso: country.countryShortCode,
          code: region.shortCode ?? region.name,
          name: region.name,
        })),
    );
}

/**
 * Reference data of the product, seeded always and idempotently: every country (one insert) and,
 * for the countries created by this run, the regions of the market countries (one insert). Rows that
 * exist are left as users changed them. In demo mode the market countries allow pro registration.
 * The countries administrator role carries the countries permissions once (while it has none), so
 * the menu entry it shows (spec section 6, "menu also") opens.
 */
export async function seedCountries(tx: Tx, options: { demo: boolean }) {
  const rows = isoCountries();
  const inserted = await tx.execute<{ iso: string }>(sql`
    insert into countries (iso, iso3, name, translations, pro_registration)
    select v.iso, v.iso3, v.name, v.translations, v.pro
    from jsonb_to_recordset(${JSON.stringify(
      rows.map((row) => ({
        ...row,
        pro: options.demo && DEMO_PRO_REGISTRATION.includes(row.iso),
      })),
    )}::jsonb) as v(iso text, iso3 text, name text, translations jsonb, pro boolean)
    on conflict (iso) do nothing
    returning iso`);
  const created = new Set(inserted.rows.map((r) => r.iso));
  const regions = marketRegions().filter((region) => created.has(region.iso));
  if (regions.length) {
    await tx.execute(sql`
      insert into regions (country_id, code, name)
      select c.id, v.code, v.name
      from jsonb_to_recordset(${JSON.stringify(regions)}::jsonb) as v(iso text, code text, name text)
      join countries c on c.iso = v.iso
      on conflict (country_id, code) do nothing`);
  }
  await tx.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.name = 'AZC_GLOBAL_COUNTRIES_ADMIN' and p.name like 'azc-global-countries-%'
      and not exists (select 1 from role_permissions rp where rp.role_id = r.id)
    on conflict do nothing`);
}

/** A demo account whose only role is the countries administrator (the e2e signs in with it). */
export const DEMO_COUNTRIES_ADMIN = {
  email: 'paises@proboard.local',
  name: 'Lucía',
  surname: 'Ferreira Paz',
};

/** Demo only: the countries administrator account, with the demo password, when it does not exist. */
export async function seedDemoCountriesAdmin(tx: Tx, passwordHash: string) {
  const account = DEMO_COUNTRIES_ADMIN;
  await tx.execute(sql`
    with inserted as (
      insert into users (email, name, surname, username, password_hash, type, market, profile_id, country_iso)
      select ${account.email}, ${account.name}, ${account.surname}, 'paises', ${passwordHash}, 'internal', 'ES',
        (select id from profiles where az_iso = 'INTERNAL'), 'ES'
      where not exists (select 1 from users where lower(email) = ${account.email})
      returning id)
    insert into user_roles (user_id, role_id)
    select inserted.id, r.id from inserted join roles r on r.name = 'AZC_GLOBAL_COUNTRIES_ADMIN'`);
}
