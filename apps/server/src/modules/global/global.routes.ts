import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { countryStore } from './countries.store.ts';

type CountryOption = {
  id: number;
  iso: string;
  iso3: string;
  name: string;
  pro_registration: boolean;
  active: boolean;
};

const isoParams = z.object({ iso: z.string().regex(/^[A-Za-z]{2}$/, 'validations.isAzIso') });

/**
 * Countries and regions: the admin resource (`admin/global-countries`) and the whole lists that user,
 * address and company forms choose from, readable by every signed-in user (like `admin/languages`).
 */
export async function globalRoutes(app: FastifyInstance) {
  resourceRoutes(app, countryStore);

  route(app, {
    method: 'GET',
    service: 'msaddress',
    path: 'admin/countries',
    guard: 'auth',
    summary: 'Every country (for selectors), named and sorted in the caller’s app-locale',
    handler: async ({ app: ctx, locale }) => {
      const rows = await ctx.db.execute<CountryOption>(sql`
        select id, iso, iso3, coalesce(nullif(translations -> ${locale} ->> 'name', ''), name) as name,
          pro_registration, active
        from countries`);
      const collator = new Intl.Collator(locale);
      return { countries: [...rows.rows].sort((a, b) => collator.compare(a.name, b.name)) };
    },
  });

  route(app, {
    method: 'GET',
    service: 'msaddress',
    path: 'admin/countries/:iso/regions',
    guard: 'auth',
    summary: 'The regions of a country (for address forms), by name',
    params: isoParams,
    handler: async ({ app: ctx, params, locale }) => {
      const country = await ctx.db.execute<{ id: number }>(
        sql`select id from countries where iso = ${params.iso.toUpperCase()}`,
      );
      const id = country.rows[0]?.id;
      if (id === undefined) throw notFound();
      const rows = await ctx.db.execute<{ id: number; code: string; name: string }>(
        sql`select id, code, name from regions where country_id = ${id}`,
      );
      const collator = new Intl.Collator(locale);
      return { regions: [...rows.rows].sort((a, b) => collator.compare(a.name, b.name)) };
    },
  });
}
