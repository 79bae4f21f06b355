CREATE TABLE "workflow_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow" text NOT NULL,
	"record_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"user_id" integer,
	"user_email" text,
	"request_id" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow" text NOT NULL,
	"record_id" integer NOT NULL,
	"kind" text DEFAULT 'comment' NOT NULL,
	"internal" boolean DEFAULT true NOT NULL,
	"body" text NOT NULL,
	"user_id" integer,
	"user_email" text,
	"request_id" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"invoice_line" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"user_discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"rotation_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"reprocessing_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"damage_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"return_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"serial_number" text,
	"reason" text,
	"comment" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'hold' NOT NULL,
	"customer_number" text,
	"customer_name" text,
	"customer_email" text,
	"invoice_number" text,
	"observations" text,
	"transport_fee" numeric(12, 2),
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"credit_invoice" text,
	"tracking_number" text,
	"cancel_reason" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_history_record_index" ON "workflow_history" USING btree ("workflow","record_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_messages_record_index" ON "workflow_messages" USING btree ("workflow","record_id","created_at");--> statement-breakpoint
CREATE INDEX "return_lines_return_id_index" ON "return_lines" USING btree ("return_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_code_key" ON "returns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "returns_order_created_at_index" ON "returns" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "returns_status_created_at_index" ON "returns" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "returns_code_trgm_index" ON "returns" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "returns_invoice_number_trgm_index" ON "returns" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "returns_customer_name_trgm_index" ON "returns" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
-- Lists read these tables (a return's list, its lines, its timeline): every change notifies the
-- processes' list memory (migration 0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['workflow_history', 'workflow_messages', 'returns', 'return_lines'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
--> statement-breakpoint
-- An unfiltered list's total from the counted deltas (migration 0005), not a count(*) per request.
SELECT row_counts_track_table('returns'::regclass);
