import { guardForAction, NOTE_MAX } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { workflowRoutes } from '../../platform/workflows/workflow-routes.ts';
import { companyStore } from '../customers/companies.store.ts';
import { ticketCategoryStore } from './ticket-categories.store.ts';
import { inboundSecretMatches, readInboundMail } from './ticket-inbound.ts';
import { postStaffMessage, receiveCustomerReply } from './ticket-thread.ts';
import { companyTicketStore, ticketStore, ticketWorkflowStore } from './tickets.store.ts';
import { ticketConfigurationStore } from './tickets-configurations.store.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'validations.type') });
/** A staff message: internal (staff only) unless said otherwise; an empty one gets the spec's message. */
const messageBody = z.strictObject({
  body: z.string().max(NOTE_MAX).default(''),
  internal: z.boolean().default(true),
});

/** The raw e-mail the mail system posts (RFC 822), read as bytes. */
const RFC822 = 'message/rfc822';

/**
 * Tickets (list, Excel, details, create, edit, delete, the workflow, the thread), the company's
 * tickets tab, ticket categories and configurations, and the inbound route of customers' replies.
 */
export async function ticketsRoutes(app: FastifyInstance) {
  resourceRoutes(app, ticketCategoryStore);
  resourceRoutes(app, ticketConfigurationStore);
  resourceRoutes(app, ticketStore);
  resourceRoutes(app, companyTicketStore, { parent: companyStore });
  // The thread's messages have ticket rules (mail, state): the kit's plain comment route is replaced.
  workflowRoutes(app, ticketWorkflowStore, { messages: false });

  route(app, {
    method: 'POST',
    service: 'mstickets',
    path: `${ticketStore.definition.apiPath}/:id/messages`,
    guard: guardForAction('tickets', 'edit'),
    summary:
      'Add a message to a ticket: internal (staff only) or external (e-mailed to the recipient; answers an open ticket, closes it when close_when_reply is set)',
    params: idParams,
    body: messageBody,
    status: 201,
    handler: async ({ params, body, user, app: ctx, actor, locale, t }) => {
      if (!body.body.trim())
        throw new TranslatedError(422, 'errors.invalidForm', { body: [t('tickets.emptyMessage')] });
      const ticket = await ctx.db.transaction(async (tx) => {
        const found = await readRecord(tx, ticketStore, params.id);
        if (!found) throw notFound();
        await postStaffMessage(tx, found.id as number, body, { actor, locale, app: ctx, user });
        return readRecord(tx, ticketStore, params.id);
      });
      return { ticket };
    },
  });

  inboundMailRoute(app);
}

/**
 * Customers' replies: the mail system posts each e-mail sent to the tickets' mailbox as it arrived
 * (`Content-Type: message/rfc822`) with the shared secret in `x-inbound-secret`. A wrong or missing
 * secret finds nothing (404, as for a route that is not there: the public route's guard is the secret);
 * an address without a known ticket token, or a reply with no text of its own, is refused with 422.
 * See docs/integrations.md.
 */
function inboundMailRoute(app: FastifyInstance) {
  const { config } = app.appContext;
  app.addContentTypeParser(
    RFC822,
    { parseAs: 'buffer', bodyLimit: config.UPLOAD_LIMIT_BYTES },
    (_req, raw, done) => done(null, raw),
  );
  route(app, {
    method: 'POST',
    service: 'mstickets',
    version: 'v1-public',
    path: 'tickets/inbound-mail',
    guard: 'public',
    summary:
      'A customer’s e-mail reply to a ticket, posted raw (message/rfc822) by the mail system with the shared secret',
    status: 201,
    handler: async ({ req, app: ctx, actor, locale, t }) => {
      if (!inboundSecretMatches(config.TICKETS_INBOUND_SECRET, req.headers['x-inbound-secret']))
        throw notFound();
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, t('errors.unsupportedMediaType'));
      const mail = await readInboundMail(req.body, config.TICKETS_REPLY_ADDRESS);
      if (!mail.body)
        throw new TranslatedError(422, 'errors.invalidForm', { body: [t('tickets.emptyMessage')] });
      const found = mail.token
        ? await ctx.db.execute<{ id: number; recipient: string }>(
            sql`select id, recipient from tickets where reply_token = ${mail.token}`,
          )
        : null;
      const ticket = found?.rows[0];
      if (!ticket)
        throw new TranslatedError(422, 'errors.invalidForm', { to: [t('tickets.unknownReplyAddress')] });
      const status = await ctx.db.transaction((tx) =>
        receiveCustomerReply(
          tx,
          ticket.id,
          { from: mail.from ?? ticket.recipient, body: mail.body },
          { actor: { ...actor, email: mail.from ?? ticket.recipient }, locale, app: ctx, user: null },
        ),
      );
      return { ticket: { id: ticket.id, status } };
    },
  });

  categorySelectorRoutes(app);
}

/** A category as the selects show it, in the caller's language when translated. */
const categoryOption = (locale: string) =>
  sql`select c.id, c.az_iso, coalesce(nullif(c.translations #>> ${sql.param([locale, 'name'])}::text[], ''), c.name) as name
    from ticket_categories c`;

/**
 * Whole lists for the ticket form's selects (like the catalogue's selector lists, every signed-in
 * user may read them): the main categories, and the subcategories of the category chosen.
 */
function categorySelectorRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    service: 'mstickets',
    path: 'ticket-categories',
    guard: 'auth',
    summary: 'The main ticket categories (for the category select)',
    handler: async ({ app: ctx, locale }) => {
      const rows = await ctx.db.execute(
        sql`${categoryOption(locale)} where c.parent_id is null order by c.az_iso`,
      );
      return { ticket_categories: rows.rows };
    },
  });
  route(app, {
    method: 'GET',
    service: 'mstickets',
    path: 'ticket-categories/:id/subcategories',
    guard: 'auth',
    summary: 'The subcategories of one ticket category (for the subcategory select)',
    params: idParams,
    handler: async ({ app: ctx, params, locale }) => {
      const rows = await ctx.db.execute(
        sql`${categoryOption(locale)} where c.parent_id = ${Number(params.id)} order by c.az_iso`,
      );
      return { ticket_categories: rows.rows };
    },
  });
}
