-- QR redirections, new and legacy (issue 35), answered by the public `/qr/{az_iso}` and
-- `/qr.php?id={code}` (modules/qr), and their scans counted per code, day, device, country and bot.
CREATE TABLE "qr_redirections" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'product' NOT NULL,
	"description" text,
	"seo_image_url" text,
	"markets" integer[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"link_default" text NOT NULL,
	"link_ios" text,
	"link_android" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_redirections_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "qr_redirections_legacy" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"destination_url" text NOT NULL,
	"redirection_id" integer,
	"converted_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_redirections_legacy_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "qr_scan_days" (
	"redirection_id" integer,
	"legacy_id" integer,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_scan_days_key" UNIQUE NULLS NOT DISTINCT("redirection_id","legacy_id","day","device","country","bot")
);
--> statement-breakpoint
ALTER TABLE "qr_redirections_legacy" ADD CONSTRAINT "qr_redirections_legacy_redirection_id_qr_redirections_id_fk" FOREIGN KEY ("redirection_id") REFERENCES "public"."qr_redirections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scan_days" ADD CONSTRAINT "qr_scan_days_redirection_id_qr_redirections_id_fk" FOREIGN KEY ("redirection_id") REFERENCES "public"."qr_redirections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scan_days" ADD CONSTRAINT "qr_scan_days_legacy_id_qr_redirections_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."qr_redirections_legacy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_redirections_order_created_at_index" ON "qr_redirections" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "qr_redirections_legacy_redirection_index" ON "qr_redirections_legacy" USING btree ("redirection_id");--> statement-breakpoint
CREATE INDEX "qr_redirections_legacy_order_created_at_index" ON "qr_redirections_legacy" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "qr_scan_days_legacy_index" ON "qr_scan_days" USING btree ("legacy_id","day");--> statement-breakpoint
-- Every process remembers the codes it answered (qr-cache.ts): any change to either table, by any
-- process or by hand, tells them all to forget (delivered when the change commits).
CREATE FUNCTION "qr_redirections_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('qr_redirections', TG_TABLE_NAME);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "qr_redirections_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_redirections"
	FOR EACH STATEMENT EXECUTE FUNCTION "qr_redirections_notify"();--> statement-breakpoint
CREATE TRIGGER "qr_redirections_legacy_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qr_redirections_legacy"
	FOR EACH STATEMENT EXECUTE FUNCTION "qr_redirections_notify"();--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['qr_redirections', 'qr_redirections_legacy']) AS t;
