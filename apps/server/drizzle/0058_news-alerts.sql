-- News and alerts (issue 33): what customers' apps show in a market for a while, read by them through
-- the public `msnotifier.v1-public/published` (modules/news). Moments are kept to the minute.
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp(3) with time zone,
	"publish_end_at" timestamp(3) with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"image_url" text,
	"link" text,
	"image_description" text,
	CONSTRAINT "news_az_iso_unique" UNIQUE("az_iso"),
	CONSTRAINT "news_window_check" CHECK ("news"."publish_end_at" > "news"."publish_at")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp(3) with time zone,
	"publish_end_at" timestamp(3) with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_az_iso_unique" UNIQUE("az_iso"),
	CONSTRAINT "alerts_window_check" CHECK ("alerts"."publish_end_at" > "alerts"."publish_at")
);
--> statement-breakpoint
CREATE INDEX "news_published_index" ON "news" USING btree ("publish_at","publish_end_at") WHERE "news"."publish";--> statement-breakpoint
CREATE INDEX "news_order_created_at_index" ON "news" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "alerts_published_index" ON "alerts" USING btree ("publish_at","publish_end_at") WHERE "alerts"."publish";--> statement-breakpoint
CREATE INDEX "alerts_order_created_at_index" ON "alerts" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "alerts_markets_index" ON "alerts" USING gin ("markets") WITH (fastupdate=false);--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['news', 'alerts']) AS t;
