CREATE TABLE "article_media_resources" (
	"article_id" integer NOT NULL,
	"media_resource_id" integer NOT NULL,
	CONSTRAINT "article_media_resources_article_id_media_resource_id_pk" PRIMARY KEY("article_id","media_resource_id")
);
--> statement-breakpoint
CREATE TABLE "family_media_resources" (
	"family_id" integer NOT NULL,
	"media_resource_id" integer NOT NULL,
	CONSTRAINT "family_media_resources_family_id_media_resource_id_pk" PRIMARY KEY("family_id","media_resource_id")
);
--> statement-breakpoint
CREATE TABLE "media_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"media_group_id" integer NOT NULL,
	CONSTRAINT "media_classes_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "media_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_groups_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "media_resource_manufacturers" (
	"media_resource_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "media_resource_manufacturers_media_resource_id_manufacturer_id_pk" PRIMARY KEY("media_resource_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "media_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_type_id" integer NOT NULL,
	"url" text,
	"file_url" text,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_resources_az_iso_unique" UNIQUE("az_iso"),
	CONSTRAINT "media_resources_url_or_file" CHECK (num_nonnulls("media_resources"."url", "media_resources"."file_url") = 1)
);
--> statement-breakpoint
CREATE TABLE "media_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"media_class_id" integer NOT NULL,
	CONSTRAINT "media_types_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "product_media_resources" (
	"product_id" integer NOT NULL,
	"media_resource_id" integer NOT NULL,
	CONSTRAINT "product_media_resources_product_id_media_resource_id_pk" PRIMARY KEY("product_id","media_resource_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "unreferenced_since" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "article_media_resources" ADD CONSTRAINT "article_media_resources_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_media_resources" ADD CONSTRAINT "article_media_resources_media_resource_id_media_resources_id_fk" FOREIGN KEY ("media_resource_id") REFERENCES "public"."media_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_media_resources" ADD CONSTRAINT "family_media_resources_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_media_resources" ADD CONSTRAINT "family_media_resources_media_resource_id_media_resources_id_fk" FOREIGN KEY ("media_resource_id") REFERENCES "public"."media_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_classes" ADD CONSTRAINT "media_classes_media_group_id_media_groups_id_fk" FOREIGN KEY ("media_group_id") REFERENCES "public"."media_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resource_manufacturers" ADD CONSTRAINT "media_resource_manufacturers_media_resource_id_media_resources_id_fk" FOREIGN KEY ("media_resource_id") REFERENCES "public"."media_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resource_manufacturers" ADD CONSTRAINT "media_resource_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_media_type_id_media_types_id_fk" FOREIGN KEY ("media_type_id") REFERENCES "public"."media_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_types" ADD CONSTRAINT "media_types_media_class_id_media_classes_id_fk" FOREIGN KEY ("media_class_id") REFERENCES "public"."media_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media_resources" ADD CONSTRAINT "product_media_resources_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media_resources" ADD CONSTRAINT "product_media_resources_media_resource_id_media_resources_id_fk" FOREIGN KEY ("media_resource_id") REFERENCES "public"."media_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_media_resources_media_resource_id_index" ON "article_media_resources" USING btree ("media_resource_id");--> statement-breakpoint
CREATE INDEX "family_media_resources_media_resource_id_index" ON "family_media_resources" USING btree ("media_resource_id");--> statement-breakpoint
CREATE INDEX "media_classes_order_sort_key_index" ON "media_classes" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "media_classes_media_group_id_index" ON "media_classes" USING btree ("media_group_id");--> statement-breakpoint
CREATE INDEX "media_groups_order_sort_key_index" ON "media_groups" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "media_resource_manufacturers_manufacturer_id_index" ON "media_resource_manufacturers" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "media_resources_order_created_at_index" ON "media_resources" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "media_resources_media_type_id_index" ON "media_resources" USING btree ("media_type_id");--> statement-breakpoint
CREATE INDEX "media_resources_file_url_index" ON "media_resources" USING btree ("file_url");--> statement-breakpoint
CREATE INDEX "media_resources_name_trgm" ON "media_resources" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_resources_az_iso_trgm" ON "media_resources" USING gin ("az_iso" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_types_order_sort_key_index" ON "media_types" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "media_types_media_class_id_index" ON "media_types" USING btree ("media_class_id");--> statement-breakpoint
CREATE INDEX "product_media_resources_media_resource_id_index" ON "product_media_resources" USING btree ("media_resource_id");--> statement-breakpoint
-- Lists read these tables (a resource's list shows its type, class, group and users): every change notifies
-- the processes' list memory (migration 0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['media_groups', 'media_classes', 'media_types', 'media_resources',
    'media_resource_manufacturers', 'product_media_resources', 'article_media_resources',
    'family_media_resources'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
--> statement-breakpoint
-- An unfiltered list's total from the counted deltas (migration 0005), not a count(*) per request.
SELECT row_counts_track_table('media_resources'::regclass);
