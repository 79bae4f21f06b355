CREATE TABLE "batch_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"checkpoint" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp(3) with time zone,
	"error" jsonb,
	"created_by" integer,
	"created_by_email" text,
	"request_id" text,
	"started_at" timestamp(3) with time zone,
	"finished_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "batch_jobs_status_lease_expires_at_index" ON "batch_jobs" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "batch_jobs_created_by_index" ON "batch_jobs" USING btree ("created_by");