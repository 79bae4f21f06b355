CREATE TABLE "article_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_types_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "autodiagnoses" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"level" text NOT NULL,
	"product_id" integer,
	"family_id" integer,
	"symptom" text NOT NULL,
	"solution" text,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autodiagnoses_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "autodiagnosis_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"autodiagnosis_id" integer NOT NULL,
	"sort_id" integer NOT NULL,
	"question" text NOT NULL,
	"solution" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"range_id" integer,
	"system_id" integer,
	"family_id" integer,
	"product_id" integer,
	"article_id" integer,
	"title" text NOT NULL,
	"document_type" text DEFAULT 'manual' NOT NULL,
	"document_url" text NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"sort_key" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"range_id" integer,
	"system_id" integer,
	"family_id" integer,
	"product_id" integer,
	"article_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_key" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watermarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"position" text DEFAULT 'bottom_right' NOT NULL,
	"opacity" smallint DEFAULT 50 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watermarks_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "autodiagnoses" ADD CONSTRAINT "autodiagnoses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodiagnoses" ADD CONSTRAINT "autodiagnoses_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autodiagnosis_checks" ADD CONSTRAINT "autodiagnosis_checks_autodiagnosis_id_autodiagnoses_id_fk" FOREIGN KEY ("autodiagnosis_id") REFERENCES "public"."autodiagnoses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_range_id_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."ranges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_range_id_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."ranges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autodiagnoses_order_created_at_index" ON "autodiagnoses" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "autodiagnoses_product_id_index" ON "autodiagnoses" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "autodiagnoses_family_id_index" ON "autodiagnoses" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "autodiagnoses_symptom_trgm" ON "autodiagnoses" USING gin ("symptom" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "autodiagnosis_checks_autodiagnosis_id_sort_id_index" ON "autodiagnosis_checks" USING btree ("autodiagnosis_id","sort_id");--> statement-breakpoint
CREATE INDEX "docs_order_sort_key_index" ON "docs" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "docs_level_index" ON "docs" USING btree ("level");--> statement-breakpoint
CREATE INDEX "docs_range_id_index" ON "docs" USING btree ("range_id");--> statement-breakpoint
CREATE INDEX "docs_system_id_index" ON "docs" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "docs_family_id_index" ON "docs" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "docs_product_id_index" ON "docs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "docs_article_id_index" ON "docs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "docs_title_trgm" ON "docs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_order_sort_key_index" ON "faqs" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "faqs_level_index" ON "faqs" USING btree ("level");--> statement-breakpoint
CREATE INDEX "faqs_range_id_index" ON "faqs" USING btree ("range_id");--> statement-breakpoint
CREATE INDEX "faqs_system_id_index" ON "faqs" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "faqs_family_id_index" ON "faqs" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "faqs_product_id_index" ON "faqs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "faqs_article_id_index" ON "faqs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "faqs_question_trgm" ON "faqs" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "watermarks_order_created_at_index" ON "watermarks" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_order_sort_key_index" ON "categories" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "categories_parent_id_index" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_az_iso_trgm" ON "categories" USING gin ("az_iso" gin_trgm_ops);--> statement-breakpoint
-- Lists read these tables: their changes make every process forget remembered lists (0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['article_types', 'watermarks', 'faqs', 'docs', 'autodiagnoses', 'autodiagnosis_checks'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
