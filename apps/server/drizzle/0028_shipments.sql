CREATE TABLE "carrier_invoiced_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date,
	"tracking_number" text NOT NULL,
	"invoiced_parcels" integer NOT NULL,
	"invoiced_weight_kg" numeric(9, 2) NOT NULL,
	"amount" numeric(12, 2),
	"imported_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"weight_kg" numeric(9, 2) NOT NULL,
	"height_cm" numeric(9, 2) NOT NULL,
	"width_cm" numeric(9, 2) NOT NULL,
	"length_cm" numeric(9, 2) NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"carrier_name" text DEFAULT 'DHL' NOT NULL,
	"carrier_service" text,
	"pickup_date" date,
	"morning_min" text,
	"morning_max" text,
	"afternoon_min" text,
	"afternoon_max" text,
	"tracking_number" text,
	"tracking_link" text,
	"label_url" text,
	"document_url" text,
	"rma_link" text,
	"is_async" boolean DEFAULT false NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"is_pallet" boolean DEFAULT false NOT NULL,
	"note" text,
	"street_1" text,
	"street_2" text,
	"postcode" text,
	"city" text,
	"state" text,
	"country_iso" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"serves" text,
	"serves_id" integer,
	"serves_reference" text,
	"relaunched_from_id" integer,
	"parcel_count" integer DEFAULT 0 NOT NULL,
	"total_weight_kg" numeric(9, 2) DEFAULT 0 NOT NULL,
	"carrier_error" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD CONSTRAINT "shipment_parcels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_relaunched_from_id_shipments_id_fk" FOREIGN KEY ("relaunched_from_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_invoiced_parcels_invoice_tracking_key" ON "carrier_invoiced_parcels" USING btree ("invoice_number","tracking_number");--> statement-breakpoint
CREATE INDEX "carrier_invoiced_parcels_tracking_index" ON "carrier_invoiced_parcels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "carrier_invoiced_parcels_order_created_at_index" ON "carrier_invoiced_parcels" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "carrier_invoiced_parcels_tracking_trgm_index" ON "carrier_invoiced_parcels" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipment_parcels_shipment_index" ON "shipment_parcels" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_identifier_key" ON "shipments" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "shipments_order_created_at_index" ON "shipments" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shipments_status_created_at_index" ON "shipments" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shipments_identifier_trgm_index" ON "shipments" USING gin ("identifier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_trgm_index" ON "shipments" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_index" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_serves_index" ON "shipments" USING btree ("serves","serves_id");--> statement-breakpoint
CREATE INDEX "shipments_relaunched_from_index" ON "shipments" USING btree ("relaunched_from_id");--> statement-breakpoint
CREATE VIEW "public"."carrier_parcel_audit" AS (select p.id, p.invoice_number, p.invoice_date, p.tracking_number, p.invoiced_parcels,
    p.invoiced_weight_kg, p.amount, p.imported_at, p.created_at, p.updated_at,
    s.id as shipment_id, s.identifier as shipment_identifier, s.parcel_count as shipped_parcels,
    s.total_weight_kg as shipped_weight_kg,
    case
      when s.id is null then 'unmatched'
      when s.parcel_count <> p.invoiced_parcels then 'count_difference'
      when abs(s.total_weight_kg - p.invoiced_weight_kg) > 0.5 then 'weight_difference'
      else 'matched'
    end as difference
  from carrier_invoiced_parcels p
  left join lateral (select id, identifier, parcel_count, total_weight_kg from shipments
    where shipments.tracking_number = p.tracking_number order by id desc limit 1) s on true);--> statement-breakpoint
-- Lists read these tables (shipments, their parcels, the carrier's invoiced parcels): their changes
-- make every process forget remembered lists (0009, 0024).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['shipments', 'shipment_parcels', 'carrier_invoiced_parcels']) AS t;
--> statement-breakpoint
-- The parcel audit list reads the view carrier_parcel_audit, which no trigger can watch: a change of
-- either table it joins also notifies the view's name, so list memory forgets the audit's lists.
CREATE FUNCTION notify_parcel_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('proboard_lists', 'carrier_parcel_audit');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipments_parcel_audit_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipments
	FOR EACH STATEMENT EXECUTE FUNCTION notify_parcel_audit_change();
--> statement-breakpoint
CREATE TRIGGER carrier_invoiced_parcels_parcel_audit_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
	ON carrier_invoiced_parcels FOR EACH STATEMENT EXECUTE FUNCTION notify_parcel_audit_change();
--> statement-breakpoint
-- The shipments list's unfiltered total (300,000 rows in the bench) from the counted deltas (0005).
SELECT row_counts_track_table('shipments'::regclass);
