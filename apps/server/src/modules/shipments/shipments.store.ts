import { type ParcelInput, shipments, shipmentWorkflow } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';
import type { WorkflowStore } from '../../platform/workflows/workflow-store.ts';
import { SHIPMENT_EFFECTS } from './shipment-effects.ts';
import { saveParcels } from './shipment-parcels.ts';
import { sampleShipment } from './shipment-sample.ts';

/** The value a LIKE pattern was made from (search-conditions.ts escapes `\`, `%` and `_`, and wraps it in `%`). */

/** The carrier calls of a shipment, newest first, one line each (the details' read-only `logs`). */
const CARRIER_LOGS = `(select string_agg(to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' '
  || l.operation || ' #' || l.attempt || ' ' || l.outcome || coalesce(' ' || l.http_status, '')
  || coalesce(': ' || l.error, ''), E'\\n' order by l.id desc)
  from (select * from integration_logs il where il.system = 'carrier' and il.entity = 'shipment'
    and il.entity_id = t.id::text order by il.id desc limit 20) l)`;

/**
 * Shipments: staff edit the pickup's details and parcels (no create: pickups are asked for by the
 * workflows they serve, `requestPickup`); states move through the workflow, the carrier job and
 * relaunch. Read-only keys (identifier, status, links, counts, logs) are ignored on write.
 */
export const shipmentsStore: ResourceStore = {
  definition: shipments,
  table: 'shipments',
  // A state tab reads its total from counters (migration 0036).
  countedColumns: ['status'],
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  // Identifier and tracking number searched through one text (and a code by its digit grams).
  searchText: true,
  // The schema's own fields but its parcels (child rows, afterWrite) and the lock.
  writable: Object.keys(shipments.schema.shape).filter((key) => key !== 'parcels' && key !== 'updated_at'),
  uniques: { shipments_identifier_key: 'identifier' },
  // A list row holds what the list shows and what it links to: not the addresses, contacts, carrier
  // links and notes of the record.
  listColumns: [
    'id',
    'identifier',
    'status',
    'tracking_number',
    'serves',
    'serves_id',
    'serves_reference',
    'contact_name',
    'city',
    'country_iso',
    'pickup_date',
    'parcel_count',
    'total_weight_kg',
    'carrier_name',
    'relaunched_from_id',
    'created_at',
    'updated_at',
  ],
  recordComputed: {
    logs: CARRIER_LOGS,
    relaunched_from_identifier: '(select o.identifier from shipments o where o.id = t.relaunched_from_id)',
    relaunched_as_id:
      '(select n.id from shipments n where n.relaunched_from_id = t.id order by n.id desc limit 1)',
    relaunched_as_identifier:
      '(select n.identifier from shipments n where n.relaunched_from_id = t.id order by n.id desc limit 1)',
  },
  hooks: {
    async validate(tx, body, existing) {
      const ids = (body.parcels as ParcelInput[]).flatMap((p) => (p.id ? [p.id] : []));
      if (!ids.length) return {};
      const owned = await tx.execute<{ id: number }>(sql`select id from shipment_parcels
        where id = any(${sql.param(ids)}::int[]) and shipment_id = ${(existing?.id as number) ?? -1}`);
      const ownedIds = new Set(owned.rows.map((r) => r.id));
      const errors: Record<string, string[]> = {};
      (body.parcels as ParcelInput[]).forEach((parcel, index) => {
        if (parcel.id && !ownedIds.has(parcel.id)) errors[`parcels.${index}.id`] = ['validations.in_array'];
      });
      return errors;
    },
    afterWrite: (tx, record, body) => saveParcels(tx, record.id as number, body.parcels as ParcelInput[]),
    async attach(db, record): Promise<Row> {
      const id = record.id as number;
      const parcels = await db.execute<Row>(sql`select id, weight_kg, height_cm, width_cm, length_cm
        from shipment_parcels where shipment_id = ${id} order by id`);
      return { ...record, parcels: parcels.rows };
    },
  },
};

export const shipmentsWorkflowStore: WorkflowStore = {
  workflow: shipmentWorkflow,
  store: shipmentsStore,
  effects: SHIPMENT_EFFECTS,
  sample: sampleShipment,
};
