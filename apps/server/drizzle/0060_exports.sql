-- Exports (issue 32): one file of one entity of the export config, asked for by a user, written by
-- a job (pg-boss) and sent to them by e-mail. One export on its way per user, kept by the database.
CREATE TABLE "exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"entity" text NOT NULL,
	"market_id" integer,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"parts" text[] DEFAULT '{}' NOT NULL,
	"format" text DEFAULT 'xlsx' NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"time_zone" text DEFAULT 'Europe/Madrid' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"progress" smallint DEFAULT 0 NOT NULL,
	"rows" integer,
	"file_url" text,
	"size" bigint,
	"error" text,
	"started_at" timestamp(3) with time zone,
	"finished_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exports_status_check" CHECK ("status" in ('pending', 'processing', 'done', 'failed')),
	CONSTRAINT "exports_format_check" CHECK ("format" in ('xlsx', 'csv')),
	CONSTRAINT "exports_progress_check" CHECK ("progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "exports_market_id_index" ON "exports" USING btree ("market_id");
--> statement-breakpoint
CREATE INDEX "exports_requested_by_index" ON "exports" USING btree ("requested_by");
--> statement-breakpoint
CREATE INDEX "exports_entity_created_index" ON "exports" USING btree ("family","entity","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "exports_created_index" ON "exports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- "One export at a time per user" (spec section 9), also for two requests at the same instant.
CREATE UNIQUE INDEX "exports_one_running_per_user" ON "exports" USING btree ("requested_by") WHERE "status" in ('pending', 'processing');
--> statement-breakpoint
-- The written files are private (served through signed links only), like every private column's.
UPDATE "stored_files" SET "private" = true WHERE NOT "private" AND '/files/' || "storage_key" IN (
  SELECT "file_url" FROM "exports");
