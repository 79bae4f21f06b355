import { type Locale, toCents } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { checkVersion } from '../../platform/resources/required-version.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import type { Row, Tx } from '../../platform/resources/resource-store.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { queueWorkflowMail } from '../../platform/workflows/workflow-mail.ts';
import { couponById } from './coupon-use.ts';
import { priceLines, storedLines, totalsColumns } from './order-pricing.ts';
import { orderStore } from './orders.store.ts';

export interface ShippingChange {
  /** The new shipping cost (euros, two decimals at most). */
  shipping_cost: number;
  /** Rich text for the customer, sanitised before it is mailed. */
  message?: string | null;
  /** The order as the modal read it: required (428 without it); a stale one answers 409. */
  updated_at?: string;
}

/** Who receives the order's mails: its user, else the customer company; in the company's language. */
async function customerContact(tx: Tx, order: Row) {
  const found = await tx.execute<{ email: string | null; name: string; country_iso: string }>(sql`
    select coalesce((select u.email from users u where u.id = ${(order.user_id as number | null) ?? null}), c.email) as email,
      coalesce((select trim(u.name || ' ' || coalesce(u.surname, '')) from users u
        where u.id = ${(order.user_id as number | null) ?? null}), c.name) as name,
      c.country_iso
    from companies c where c.id = ${order.company_id as number}`);
  return found.rows[0]!;
}

/** The customer's language where we know it: its country's, else English; Spanish for Spain. */
const LANGUAGE_OF_COUNTRY: Readonly<Record<string, Locale>> = { ES: 'es', FR: 'fr', IT: 'it', PT: 'pt' };
export const customerLocale = (countryIso: string): Locale => LANGUAGE_OF_COUNTRY[countryIso] ?? 'en';

const eurosText = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * The order modal's confirm (spec section 2): the new shipping cost and the totals it changes are
 * written in one transaction with their audit row, and the customer's e-mail with the new total is
 * queued in that same transaction (a rolled-back change mails nobody; a slow mail server holds no
 * request). The mail goes to the order's user, else to the company, in the company's language.
 */
export async function changeShipping(
  ctx: AppContext,
  tx: Tx,
  id: string,
  change: ShippingChange,
  actor: AuditActor,
) {
  const before = await readRecord(tx, orderStore, id, true);
  if (!before) throw notFound();
  checkVersion(change.updated_at, before.updated_at);
  const orderId = before.id as number;
  const coupon = await couponById(tx, (before.coupon_id as number | null) ?? null);
  const { totals } = priceLines(await storedLines(tx, orderId), toCents(change.shipping_cost), coupon);
  const columns = totalsColumns(totals);
  await tx.execute(sql`update orders set shipping_cents = ${columns.shipping_cents as number},
    subtotal_cents = ${columns.subtotal_cents as number}, line_discount_cents = ${columns.line_discount_cents as number},
    coupon_discount_cents = ${columns.coupon_discount_cents as number}, vat_cents = ${columns.vat_cents as number},
    total_cents = ${columns.total_cents as number}, vat_breakdown = ${JSON.stringify(columns.vat_breakdown)}::jsonb,
    updated_at = greatest(now(), ${before.updated_at as string}::timestamptz + interval '1 millisecond')
    where id = ${orderId}`);
  const after = (await readRecord(tx, orderStore, String(orderId)))!;
  await recordAudit(tx, actor, { event: 'updated', type: 'orders', id: orderId, before, after });

  const contact = await customerContact(tx, before);
  if (!contact.email) return { order: after, mailed_to: null };
  const locale = customerLocale(contact.country_iso);
  const messageHtml = change.message ? sanitizeRichText(change.message) : '';
  const variables = {
    name: contact.name,
    reference: after.order_reference as string,
    shipping: eurosText(totals.transportCents, locale),
    total: eurosText(totals.totalCents, locale),
  };
  await queueWorkflowMail(ctx.jobs, tx, {
    to: contact.email,
    event: 'order_shipping',
    locale,
    // The message is rich text, sanitised above: the template places it as HTML.
    values: { ...variables, message: messageHtml },
    mergeVars: { order_id: orderId },
    related: { type: 'orders', id: orderId },
  });
  return { order: after, mailed_to: contact.email };
}
