import type { Locale } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { Jobs } from '../../platform/jobs.ts';
import type { Tx } from '../../platform/resources/resource-store.ts';
import { queueWorkflowMail } from '../../platform/workflows/workflow-mail.ts';

/** The customer's language by the pickup's country; others read English. */
const LOCALE_OF_COUNTRY: Readonly<Record<string, Locale>> = { ES: 'es', FR: 'fr', IT: 'it', PT: 'pt' };

type Booked = {
  identifier: string;
  carrier_name: string;
  contact_name: string | null;
  contact_email: string | null;
  serves_reference: string | null;
  street_1: string;
  postcode: string;
  city: string;
  country_iso: string;
  pickup_date: string | null;
  tracking_number: string;
  tracking_link: string;
};

/**
 * "Pickup booked" to the pickup's contact (issue 15: customer e-mails on the transitions that concern
 * the customer), queued in the booking's transaction, in the language of the pickup's country; a
 * Notification row like every mail. No e-mail on the shipment: nobody to tell.
 */
export async function queuePickupBookedMail(jobs: Jobs, tx: Tx, shipmentId: number) {
  const found = await tx.execute<Booked>(sql`select identifier, carrier_name, contact_name, contact_email,
    serves_reference, street_1, postcode, city, country_iso, to_char(pickup_date, 'DD/MM/YYYY') as pickup_date,
    tracking_number, tracking_link from shipments where id = ${shipmentId}`);
  const shipment = found.rows[0];
  if (!shipment?.contact_email) return;
  const locale = LOCALE_OF_COUNTRY[shipment.country_iso] ?? 'en';
  const vars = {
    name: shipment.contact_name ?? shipment.contact_email,
    identifier: shipment.identifier,
    carrier: shipment.carrier_name,
    reference: shipment.serves_reference ?? shipment.identifier,
    address: `${shipment.street_1}, ${shipment.postcode} ${shipment.city}`,
    date: shipment.pickup_date ?? '-',
    tracking: shipment.tracking_number,
    link: shipment.tracking_link,
  };
  await queueWorkflowMail(jobs, tx, {
    to: shipment.contact_email,
    event: 'pickup_booked',
    locale,
    values: vars,
    mergeVars: { shipment_id: shipmentId },
    related: { type: 'shipments', id: shipmentId },
  });
}
