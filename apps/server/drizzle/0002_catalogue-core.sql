CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_type_id" integer NOT NULL,
	"az_iso" text NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"sort_id" integer DEFAULT 0 NOT NULL,
	"a3_option" integer,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_options_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "attribute_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"key" text NOT NULL,
	"description" text NOT NULL,
	"sort_key" integer,
	"a3_type" text,
	"applies_to" text[] DEFAULT '{article}' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribute_types_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"sort_key" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "family_categories" (
	"family_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "family_categories_family_id_category_id_pk" PRIMARY KEY("family_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "family_systems" (
	"family_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	CONSTRAINT "family_systems_family_id_system_id_pk" PRIMARY KEY("family_id","system_id")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"description" text NOT NULL,
	"is_translatable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"brand_1" text,
	"brand_2" text,
	"color_logo" text,
	"grey_logo" text,
	"airzone_logo" text,
	"color" text,
	"active" boolean DEFAULT true NOT NULL,
	"protocol_active" boolean DEFAULT false NOT NULL,
	"easyzone_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso" text NOT NULL,
	"altra_company_iso" text,
	"available" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"sort_key" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranges_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"sort_key" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"range_id" integer NOT NULL,
	CONSTRAINT "systems_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_type_id_attribute_types_id_fk" FOREIGN KEY ("attribute_type_id") REFERENCES "public"."attribute_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_categories" ADD CONSTRAINT "family_categories_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_categories" ADD CONSTRAINT "family_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_systems" ADD CONSTRAINT "family_systems_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_systems" ADD CONSTRAINT "family_systems_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_range_id_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."ranges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_options_attribute_type_id_sort_id_index" ON "attribute_options" USING btree ("attribute_type_id","sort_id");--> statement-breakpoint
CREATE INDEX "attribute_types_sort_key_id_index" ON "attribute_types" USING btree ("sort_key","id");--> statement-breakpoint
CREATE INDEX "attribute_types_created_at_index" ON "attribute_types" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "attribute_types_description_trgm" ON "attribute_types" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "families_sort_key_id_index" ON "families" USING btree ("sort_key","id");--> statement-breakpoint
CREATE INDEX "families_created_at_index" ON "families" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "families_name_trgm" ON "families" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "family_categories_category_id_index" ON "family_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "family_systems_system_id_index" ON "family_systems" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_keyword_lower_key" ON "keywords" USING btree (lower("keyword"));--> statement-breakpoint
CREATE INDEX "manufacturers_created_at_index" ON "manufacturers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "manufacturers_name_trgm" ON "manufacturers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ranges_sort_key_id_index" ON "ranges" USING btree ("sort_key","id");--> statement-breakpoint
CREATE INDEX "ranges_created_at_index" ON "ranges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ranges_name_trgm" ON "ranges" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "systems_sort_key_id_index" ON "systems" USING btree ("sort_key","id");--> statement-breakpoint
CREATE INDEX "systems_created_at_index" ON "systems" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "systems_range_id_index" ON "systems" USING btree ("range_id");--> statement-breakpoint
CREATE INDEX "systems_name_trgm" ON "systems" USING gin ("name" gin_trgm_ops);