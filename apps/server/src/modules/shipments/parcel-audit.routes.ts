import { guardForAction } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit.ts';
import { fieldRefusal, TranslatedError } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { checkUpload } from '../../platform/storage.ts';
import { parseCarrierInvoice } from './carrier-invoice.ts';
import { parcelAuditStore } from './parcel-audit.store.ts';

/** Lines written per statement. */
const BATCH = 1000;

/**
 * The parcel audit: its list and Excel (the kit), and the import of the carrier's invoice file
 * (`POST admin/dhl-parcels/import`, multipart field `file`, CSV): every line or none, a line of the
 * same invoice and tracking number replaced (importing a file twice changes nothing).
 */
export function parcelAuditRoutes(app: FastifyInstance) {
  resourceRoutes(app, parcelAuditStore, { writes: false });

  route(app, {
    method: 'POST',
    service: 'msshipper',
    path: 'admin/dhl-parcels/import',
    guard: guardForAction('dhlparcels', 'list'),
    summary:
      "Import the carrier's invoice file (CSV: invoice_number, invoice_date, tracking_number, parcels, weight_kg, amount)",
    upload: 'file',
    handler: async ({ req, app: ctx, actor, t }) => {
      if (!req.isMultipart()) throw new TranslatedError(415, 'errors.unsupportedMediaType');
      const part = await req.file().catch(() => {
        throw new TranslatedError(400, 'errors.badRequest');
      });
      if (!part) throw new TranslatedError(422, 'errors.invalidForm', { file: [t('validations.required')] });
      const bytes = await part.toBuffer().catch(() => {
        throw new TranslatedError(400, 'errors.badRequest');
      });
      const checked = await checkUpload(part.filename, bytes, { maxBytes: ctx.config.UPLOAD_LIMIT_BYTES });
      if (checked.extension !== 'csv' && checked.extension !== 'txt')
        throw fieldRefusal(422, 'file', 'shipments.invalidFileFormat');
      const parsed = parseCarrierInvoice(bytes.toString('utf8'));
      if ('problems' in parsed)
        throw fieldRefusal(422, 'file', 'shipments.invalidInvoice', { problems: parsed.problems.join('; ') });
      const { lines } = parsed;
      await ctx.db.transaction(async (tx) => {
        for (let start = 0; start < lines.length; start += BATCH) {
          const batch = lines.slice(start, start + BATCH);
          const column = <K extends keyof (typeof batch)[number]>(key: K) =>
            sql.param(batch.map((l) => l[key]));
          await tx.execute(sql`insert into carrier_invoiced_parcels (invoice_number, invoice_date,
              tracking_number, invoiced_parcels, invoiced_weight_kg, amount)
            select * from unnest(${column('invoice_number')}::text[], ${column('invoice_date')}::date[],
              ${column('tracking_number')}::text[], ${column('invoiced_parcels')}::int[],
              ${column('invoiced_weight_kg')}::numeric[], ${column('amount')}::numeric[])
            on conflict (invoice_number, tracking_number) do update set invoice_date = excluded.invoice_date,
              invoiced_parcels = excluded.invoiced_parcels, invoiced_weight_kg = excluded.invoiced_weight_kg,
              amount = excluded.amount, imported_at = now(), updated_at = now()`);
        }
        await recordAudit(tx, actor, {
          event: 'created',
          type: 'carrier_invoiced_parcels',
          id: [...new Set(lines.map((l) => l.invoice_number))].join(',').slice(0, 200),
          after: { file: checked.safeName, lines: lines.length },
        });
      });
      return { imported: lines.length };
    },
  });
}
