-- Group companies and card-terminal operations (issue 34): the companies the market selectors
-- group markets under (modules/group-companies) and the bank's notified card payments (modules/tpv).

CREATE TABLE "global_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"vat" text NOT NULL,
	"country_iso" text NOT NULL,
	"address" text,
	"city" text,
	"zipcode" text,
	"logo_url" text,
	"sort_key" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_companies_iso_unique" UNIQUE("iso"),
	CONSTRAINT "global_companies_iso_check" CHECK ("global_companies"."iso" ~ '^[A-Z0-9_-]{2,12}$')
);
--> statement-breakpoint
CREATE TABLE "tpv_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_operation_key" text NOT NULL,
	"bank_order" text NOT NULL,
	"order_reference" text,
	"order_id" integer,
	"operation_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"status" text NOT NULL,
	"response_code" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"authorisation_code" text DEFAULT '' NOT NULL,
	"secure_payment" boolean,
	"merchant_code" text NOT NULL,
	"terminal" text NOT NULL,
	"operation_at" timestamp(3) with time zone NOT NULL,
	"notified_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"last_notified_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"notification_count" integer DEFAULT 1 NOT NULL,
	"bank_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reconciliation_note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("bank_order"::text, '') || chr(1) || coalesce("order_reference"::text, '') || chr(1) || coalesce("authorisation_code"::text, '') || chr(1) || coalesce("card_last4"::text, ''))) STORED,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tpv_operations_bank_operation_key_unique" UNIQUE("bank_operation_key"),
	CONSTRAINT "tpv_operations_card_last4_check" CHECK ("tpv_operations"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "tpv_operations_amount_check" CHECK ("tpv_operations"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "global_companies" ADD CONSTRAINT "global_companies_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tpv_operations" ADD CONSTRAINT "tpv_operations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_companies_order_sort_key_index" ON "global_companies" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "global_companies_country_iso_index" ON "global_companies" USING btree ("country_iso");--> statement-breakpoint
CREATE INDEX "tpv_operations_order_operation_at_index" ON "tpv_operations" USING btree ("operation_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tpv_operations_terminal_index" ON "tpv_operations" USING btree ("merchant_code","terminal","operation_at");--> statement-breakpoint
CREATE INDEX "tpv_operations_status_index" ON "tpv_operations" USING btree ("status","operation_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tpv_operations_order_id_index" ON "tpv_operations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tpv_operations_search_text_trgm_index" ON "tpv_operations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tpv_operations_search_grams_index" ON "tpv_operations" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['global_companies', 'tpv_operations']) AS t;
--> statement-breakpoint
-- The card-terminal operations list (200,000 rows in the bench): its total, a state's total and a
-- deep page's week from counters (0005, 0036, 0051).
SELECT row_counts_track_table('tpv_operations'::regclass);
--> statement-breakpoint
SELECT row_counts_track_partitions('tpv_operations'::regclass, 'status');
--> statement-breakpoint
SELECT row_count_weeks_track_column('tpv_operations'::regclass, 'operation_at');

