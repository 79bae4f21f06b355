-- Logs and API warnings (issue 34). The logs become grouped rows: a repeat of the same level, origin
-- and message updates its unseen row (count, last_seen_at) instead of adding one; lists read them
-- newest activity first, overall and per level or type (1,000,000 rows in the bench).
CREATE TABLE "api_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text DEFAULT '' NOT NULL,
	"subject_id" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"subject_label" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"description" text,
	"resolution_note" text,
	"resolved_at" timestamp(3) with time zone,
	"resolved_by" integer,
	"resolved_by_check" boolean DEFAULT false NOT NULL,
	"condition_present" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "logs_created_at_index";--> statement-breakpoint
DROP INDEX "logs_level_index";--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "user_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "last_seen_at" timestamp(3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "seen_by" integer;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "seen_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "group_key" text GENERATED ALWAYS AS (md5(level || chr(1) || coalesce(origin, '') || chr(1) || message)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("origin"::text, '') || chr(1) || coalesce("message"::text, ''))) STORED;--> statement-breakpoint
-- Rows written before grouping: each happened once, last when it was written; the unseen rows of one
-- group become its newest row, counted, so that the group's unique index can be built.
UPDATE "logs" SET "last_seen_at" = "created_at";--> statement-breakpoint
WITH "groups" AS (
	SELECT "group_key", max("id") AS "keep", count(*) AS "n", min("created_at") AS "first", max("created_at") AS "last"
	FROM "logs" WHERE NOT "seen" GROUP BY "group_key" HAVING count(*) > 1
), "kept" AS (
	UPDATE "logs" l SET "count" = g."n", "created_at" = g."first", "last_seen_at" = g."last"
	FROM "groups" g WHERE l."id" = g."keep"
)
DELETE FROM "logs" l USING "groups" g WHERE l."group_key" = g."group_key" AND NOT l."seen" AND l."id" <> g."keep";--> statement-breakpoint
CREATE UNIQUE INDEX "api_warnings_active_problem_index" ON "api_warnings" USING btree ("kind","subject_type","subject_id","detail") WHERE ("api_warnings"."state" = 'open' or "api_warnings"."condition_present") and "api_warnings"."kind" <> 'manual';--> statement-breakpoint
CREATE INDEX "api_warnings_order_created_at_index" ON "api_warnings" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "api_warnings_state_created_at_index" ON "api_warnings" USING btree ("state","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "api_warnings_subject_index" ON "api_warnings" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logs_open_group_index" ON "logs" USING btree ("group_key") WHERE not "logs"."seen";--> statement-breakpoint
CREATE INDEX "logs_order_last_seen_at_index" ON "logs" USING btree ("last_seen_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "logs_level_last_seen_at_index" ON "logs" USING btree ("level","last_seen_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "logs_type_last_seen_at_index" ON "logs" USING btree ("type","last_seen_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "logs_order_created_at_index" ON "logs" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "logs_search_text_trgm_index" ON "logs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "logs_search_grams_index" ON "logs" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
-- The whole list's total, a level's, a type's and the unseen rows' from counters, a deep page's week
-- (0005, 0036, 0051).
SELECT row_counts_track_table(t::regclass) FROM unnest(ARRAY['logs', 'api_warnings']) AS t;
--> statement-breakpoint
SELECT row_counts_track_partitions('logs'::regclass, 'level,type,seen');
--> statement-breakpoint
SELECT row_counts_track_partitions('api_warnings'::regclass, 'state');
--> statement-breakpoint
SELECT row_count_weeks_track_column('logs'::regclass, 'last_seen_at');
--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['logs', 'api_warnings']) AS t;
