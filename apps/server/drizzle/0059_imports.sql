-- Imports (issue 32): the queue's files, what each check found, and what each applied file changed
-- (its undo).
CREATE TABLE "import_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_created" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"errors_count" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"preview" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors_key" text,
	"skip_errors" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp(3) with time zone,
	"started_at" timestamp(3) with time zone,
	"finished_at" timestamp(3) with time zone,
	"error_summary" text,
	"resumed_at" timestamp(3) with time zone,
	"resumed_by_email" text,
	"reverted_at" timestamp(3) with time zone,
	"reverted_by_email" text,
	"created_by" integer,
	"created_by_email" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_status" CHECK ("import_files"."status" in ('pending', 'processing', 'success', 'error', 'skipped')),
	CONSTRAINT "import_files_type" CHECK ("import_files"."type" in ('compatibilities', 'easyzone_compatibilities', 'amazon_asins'))
);
--> statement-breakpoint
CREATE TABLE "import_changes" (
	"import_file_id" integer NOT NULL,
	"target" text NOT NULL,
	"record_id" integer NOT NULL,
	"before" jsonb,
	CONSTRAINT "import_changes_import_file_id_target_record_id_pk" PRIMARY KEY("import_file_id","target","record_id")
);
--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_files_order_created_at_index" ON "import_files" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "import_files_queue_index" ON "import_files" USING btree ("id") WHERE status in ('pending', 'processing') and queued_at is not null;--> statement-breakpoint
CREATE INDEX "import_files_created_by_index" ON "import_files" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "import_changes_record_index" ON "import_changes" USING btree ("target","record_id");--> statement-breakpoint
-- Lists forget what a write to the queue can alter (0024, 0053).
SELECT list_change_track('import_files'::regclass);
