CREATE TABLE "translation_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_source_check" CHECK ("translation_overrides"."source" in ('web', 'server'))
);
--> statement-breakpoint
CREATE TABLE "translation_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"published_by" integer,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"removed" integer NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_overrides" ADD CONSTRAINT "translation_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_publications" ADD CONSTRAINT "translation_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_overrides_source_key_key" ON "translation_overrides" USING btree ("source","key");--> statement-breakpoint
CREATE INDEX "translation_overrides_updated_by_index" ON "translation_overrides" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "translation_publications_published_by_index" ON "translation_publications" USING btree ("published_by");--> statement-breakpoint
CREATE INDEX "tickets_statistics_index" ON "tickets" USING btree ("market","opened_at","status");--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053); the server's texts follow the publications.
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['translation_overrides', 'translation_publications']) AS t;
