import {
  formatMessage,
  type Locale,
  REDSYS_SIGNATURE_VERSION,
  type ServerMessageKey,
  TPV_NOTIFICATION_PATH,
  tpvOperations,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditActor, recordAudit } from '../../platform/audit.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { readRecord } from '../../platform/resources/resource-routes.ts';
import {
  decodeParameters,
  type NotifiedOperation,
  type Refusal,
  readNotification,
  signatureMatches,
  signedBy,
} from './redsys.ts';
import { tpvOperationStore } from './tpv.stores.ts';

/** A notification is three short fields: anything bigger is not the bank's. */
const NOTIFICATION_MAX_BYTES = 16 * 1024;
/** The bank's clock: `Ds_Date` and `Ds_Hour` are Spanish time. */
const BANK_TIME_ZONE = 'Europe/Madrid';

const translate = (locale: Locale, errors: Record<string, Refusal[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, refusals]) => [
      field,
      refusals.map((r) => formatMessage(locale, r.key as ServerMessageKey, r.params)),
    ]),
  );

/** The three fields of a notification, form-encoded (as Redsys posts them) or JSON. */
function notificationFields(req: FastifyRequest): {
  version: string;
  parameters: string;
  signature: string;
} {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const field = (name: string, maxLength: number) => {
    const value = body[name];
    return typeof value === 'string' && value.length > 0 && value.length <= maxLength ? value : null;
  };
  const version = field('Ds_SignatureVersion', 40);
  const parameters = field('Ds_MerchantParameters', NOTIFICATION_MAX_BYTES);
  const signature = field('Ds_Signature', 200);
  const missing = Object.fromEntries(
    [
      ['Ds_SignatureVersion', version],
      ['Ds_MerchantParameters', parameters],
      ['Ds_Signature', signature],
    ]
      .filter(([, value]) => value === null)
      .map(([name]) => [name as string, [formatMessage(req.locale, 'validations.required')]]),
  );
  if (Object.keys(missing).length > 0) throw new TranslatedError(422, 'errors.invalidForm', missing);
  return { version: version!, parameters: parameters!, signature: signature! };
}

/**
 * Writes the operation once: a replay of the same operation (same bank key) only counts one more
 * notification. Returns the operation's id and whether it was already there, with what it holds.
 */
async function recordOperation(app: FastifyInstance, operation: NotifiedOperation, actor: AuditActor) {
  return app.appContext.db.transaction(async (tx) => {
    const written = await tx.execute<{
      id: number;
      inserted: boolean;
      status: string;
      response_code: string;
      amount_cents: number;
      currency: string;
    }>(sql`
      insert into tpv_operations (bank_operation_key, bank_order, order_reference, order_id, operation_type,
        transaction_type, status, response_code, amount_cents, currency, card_brand, card_last4,
        authorisation_code, secure_payment, merchant_code, terminal, operation_at, bank_parameters)
      values (${operation.bankOperationKey}, ${operation.bankOrder}, ${operation.orderReference},
        (select o.id from orders o where o.order_reference = ${operation.orderReference}),
        ${operation.operationType}, ${operation.transactionType}, ${operation.status}, ${operation.responseCode},
        ${operation.amountCents}, ${operation.currency}, ${operation.cardBrand}, ${operation.cardLast4},
        ${operation.authorisationCode}, ${operation.securePayment}, ${operation.merchantCode}, ${operation.terminal},
        (${operation.localMoment}::timestamp at time zone ${BANK_TIME_ZONE}), ${JSON.stringify(operation.parameters)}::jsonb)
      on conflict (bank_operation_key) do update
        set notification_count = tpv_operations.notification_count + 1, last_notified_at = now()
      returning id, (xmax = 0) as inserted, status, response_code, amount_cents, currency`);
    const row = written.rows[0]!;
    if (row.inserted) {
      const created = await readRecord(tx, tpvOperationStore, String(row.id));
      await recordAudit(tx, actor, {
        event: 'created',
        type: tpvOperations.name,
        id: row.id,
        after: created,
      });
    }
    return row;
  });
}

/**
 * The bank's notification of an operation (Redsys' "notificación online"): `POST /tpv/redsys/notifications`
 * with `Ds_SignatureVersion`, `Ds_MerchantParameters` and `Ds_Signature`, form-encoded or JSON. Outside
 * /api: the bank sends no apikey; the signature, with the merchant's sealed key, is what admits it.
 * A wrong signature (or a merchant without a key) answers 401, writes nothing and is logged as a
 * warning; a signed notification the board cannot read answers 422 naming the parameters, logged too.
 * The same operation sent again is recorded once (`replay: true`).
 */
export async function tpvNotificationRoutes(app: FastifyInstance) {
  const keys = app.appContext.config.TPV_MERCHANT_SECRETS;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: NOTIFICATION_MAX_BYTES },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(
      TPV_NOTIFICATION_PATH,
      { bodyLimit: NOTIFICATION_MAX_BYTES, schema: { hide: true } },
      async (req, reply) => {
        const { version, parameters: encoded, signature } = notificationFields(req);
        if (version !== REDSYS_SIGNATURE_VERSION) {
          throw new TranslatedError(422, 'errors.invalidForm', {
            Ds_SignatureVersion: [
              formatMessage(req.locale, 'tpv.signatureVersion', { version: REDSYS_SIGNATURE_VERSION }),
            ],
          });
        }
        const parameters = decodeParameters(encoded);
        if (!parameters) {
          throw new TranslatedError(422, 'errors.invalidForm', {
            Ds_MerchantParameters: [formatMessage(req.locale, 'tpv.parameters')],
          });
        }
        const { order, merchant, errors: unsigned } = signedBy(parameters);
        if (Object.keys(unsigned).length > 0) {
          throw new TranslatedError(422, 'errors.invalidForm', translate(req.locale, unsigned));
        }
        const key = keys.get(merchant!);
        if (!key || !signatureMatches(key, order!, encoded, signature)) {
          req.log.warn(
            { merchant, bank_order: order, ip: req.ip, known_merchant: key !== undefined },
            'TPV notification refused: wrong signature (nothing recorded)',
          );
          throw new TranslatedError(401, 'tpv.badSignature');
        }
        const read = readNotification(parameters);
        if (read.errors) {
          req.log.warn(
            { merchant, bank_order: order, refused: Object.keys(read.errors) },
            'TPV notification refused: signed, but its parameters cannot be recorded (nothing recorded)',
          );
          throw new TranslatedError(422, 'errors.invalidForm', translate(req.locale, read.errors));
        }
        const operation = read.operation;
        const actor: AuditActor = {
          userId: null,
          email: null,
          url: req.url.slice(0, 2000),
          ip: req.ip,
          userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
          requestId: req.id,
        };
        const row = await recordOperation(app, operation, actor);
        if (!row.inserted) {
          const same =
            row.status === operation.status &&
            row.response_code === operation.responseCode &&
            Number(row.amount_cents) === operation.amountCents &&
            row.currency === operation.currency;
          if (!same) {
            req.log.warn(
              { operation_id: row.id, bank_operation_key: operation.bankOperationKey },
              'TPV notification repeats a recorded operation with other values: the first one is kept',
            );
          }
        }
        return reply.code(200).send({ message: 'ok', id: row.id, replay: !row.inserted });
      },
    );
  });
}
