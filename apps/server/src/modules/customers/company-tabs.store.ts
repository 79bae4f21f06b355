import {
  calendarDayText,
  companyAddresses,
  companyDiscounts,
  companyUsers,
  type DiscountKind,
  discountsArticle,
  discountsClientFamily,
  formatMessage,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { TranslatedError } from '../../platform/errors.ts';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { queueInvitation } from '../access/user-invitations.ts';
import { externalUserStore } from '../access/users.store.ts';
import { emptyAsNull, referenceErrors } from './companies.store.ts';

/**
 * A company's users: the external users' store (profiles, e-mail rules, sign-out on deactivation),
 * scoped to the company by the nested kit (`client_id`), and invited by e-mail when created here.
 */
export function companyUserStore(ctx: AppContext): ResourceStore {
  const hooks = externalUserStore.hooks ?? {};
  return {
    ...externalUserStore,
    definition: companyUsers,
    hooks: {
      ...hooks,
      async afterCreate(tx, id, body, caller) {
        await hooks.afterCreate?.(tx, id, body, caller);
        await queueInvitation(ctx.jobs, tx, { userId: id, locale: caller.locale });
      },
    },
  };
}

/** Delivery and billing addresses; setting a default moves it from the company's previous one. */
export const companyAddressStore: ResourceStore = {
  definition: companyAddresses,
  table: 'company_addresses',
  writable: [
    'type',
    'is_default',
    'contact',
    'phone',
    'address',
    'city',
    'zipcode',
    'region_id',
    'country_iso',
  ],
  uniques: { company_addresses_one_default_key: 'is_default' },
  hooks: {
    prepare: emptyAsNull,
    async validate(tx, body, existing) {
      const errors = await referenceErrors(tx, body, { country_iso: 'country', region_id: 'region' });
      // The nested kit has locked the company row: no other write of its addresses runs meanwhile.
      if (!Object.keys(errors).length && body.is_default) {
        await tx.execute(sql`update company_addresses set is_default = false, updated_at = now()
          where company_id = ${body.company_id as number} and type = ${body.type as string} and is_default
            and id <> ${(existing?.id as number | undefined) ?? 0}`);
      }
      return errors;
    },
  },
};

/** The pair a discount is for: what is discounted (`A:` article, `F:` family) and who gets it. */
async function discountPair(tx: Tx, body: Row) {
  const kind = body.kind as DiscountKind;
  const company = await tx.execute<{ client_family: string | null }>(
    sql`select client_family from companies where id = ${body.company_id as number}`,
  );
  const clientFamily = company.rows[0]?.client_family ?? null;
  const target = discountsArticle(kind) ? `A:${body.article_id}` : `F:${body.family_id}`;
  const client = discountsClientFamily(kind)
    ? clientFamily
      ? `F:${clientFamily}`
      : null
    : `C:${body.company_id}`;
  return { target, client, clientFamily: discountsClientFamily(kind) ? clientFamily : null };
}

/**
 * Discounts (kinds AC, AF, CF, FF): no two discounts of one pair overlap in time. Two writes of one
 * pair take turns on a transaction-scoped advisory lock named by the pair (discounts of a client
 * family are written from every company of the family), then the overlap is looked for.
 */
export const companyDiscountStore: ResourceStore = {
  definition: companyDiscounts,
  table: 'company_discounts',
  writable: [
    'kind',
    'article_id',
    'family_id',
    'percentage',
    'valid_from',
    'valid_to',
    'target_key',
    'client_key',
    'client_family',
  ],
  uniques: {},
  computed: {
    target: `case when t.article_id is not null
      then (select a.az_iso from articles a where a.id = t.article_id)
      else (select f.az_iso from families f where f.id = t.family_id) end`,
  },
  expressions: {
    target: `coalesce((select a.az_iso from articles a where a.id = t.article_id),
      (select f.az_iso from families f where f.id = t.family_id))`,
  },
  hooks: {
    prepare: (body) => {
      const values = emptyAsNull(body);
      const kind = values.kind as DiscountKind;
      // The other target is cleared: a discount is for an article or for a family, never both.
      return discountsArticle(kind) ? { ...values, family_id: null } : { ...values, article_id: null };
    },
    async validate(tx, body, existing, caller) {
      const errors: Record<string, string[]> = {};
      const kind = body.kind as DiscountKind;
      const [table, key] = discountsArticle(kind) ? ['articles', 'article_id'] : ['families', 'family_id'];
      const found = await tx.execute(sql`select 1 from ${sql.raw(table)} where id = ${body[key] as number}`);
      if (!found.rows.length) errors[key] = ['validations.in_array'];
      const pair = await discountPair(tx, body);
      if (!pair.client) errors.kind = ['customers.noClientFamily'];
      if (Object.keys(errors).length || !pair.client) return errors;
      body.target_key = pair.target;
      body.client_key = pair.client;
      body.client_family = pair.clientFamily;
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('company_discounts'), hashtext(${`${pair.target}|${pair.client}`}))`,
      );
      const overlap = await tx.execute<{ id: number; valid_from: string; valid_to: string | null }>(sql`
        select id, valid_from, valid_to from company_discounts
        where target_key = ${pair.target} and client_key = ${pair.client}
          and id <> ${(existing?.id as number | undefined) ?? 0}
          and daterange(valid_from, valid_to, '[]') && daterange(${body.valid_from as string}::date, ${(body.valid_to as string | null) ?? null}::date, '[]')
        order by valid_from limit 1`);
      const other = overlap.rows[0];
      if (other) {
        const message = formatMessage(caller.locale, 'customers.discountOverlap', {
          other: `#${other.id}`,
          from: calendarDayText(other.valid_from, caller.locale, 'medium') ?? other.valid_from,
          to: calendarDayText(other.valid_to, caller.locale, 'medium') ?? '∞',
        });
        throw new TranslatedError(422, 'errors.invalidForm', { valid_from: [message] });
      }
      return errors;
    },
  },
};
