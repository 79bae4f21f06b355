CREATE TABLE "article_attribute_options" (
	"article_id" integer NOT NULL,
	"attribute_option_id" integer NOT NULL,
	CONSTRAINT "article_attribute_options_article_id_attribute_option_id_pk" PRIMARY KEY("article_id","attribute_option_id")
);
--> statement-breakpoint
CREATE TABLE "article_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort_id" smallint NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_images_sort_range" CHECK ("article_images"."sort_id" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "article_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"currency" text NOT NULL,
	"reference_price" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_relations" (
	"article_id" integer NOT NULL,
	"related_article_id" integer NOT NULL,
	CONSTRAINT "article_relations_article_id_related_article_id_pk" PRIMARY KEY("article_id","related_article_id"),
	CONSTRAINT "article_relations_not_self" CHECK ("article_relations"."article_id" <> "article_relations"."related_article_id")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_options" (
	"product_id" integer NOT NULL,
	"attribute_option_id" integer NOT NULL,
	CONSTRAINT "product_attribute_options_product_id_attribute_option_id_pk" PRIMARY KEY("product_id","attribute_option_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"related_product_id" integer NOT NULL,
	CONSTRAINT "product_relations_product_id_kind_related_product_id_pk" PRIMARY KEY("product_id","kind","related_product_id"),
	CONSTRAINT "product_relations_not_self" CHECK ("product_relations"."product_id" <> "product_relations"."related_product_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"vat" text NOT NULL,
	"cif" text,
	"country_iso" text NOT NULL,
	"region_id" integer,
	"market" text,
	"email" text,
	"phone" text,
	"web" text,
	"profile_id" integer,
	"client_type" text DEFAULT 'PRO' NOT NULL,
	"client_family" text,
	"status" text DEFAULT 'pending_activation' NOT NULL,
	"inactive_reason" text,
	"crm_id_es" text,
	"crm_id_it" text,
	"crm_id_usa" text,
	"crm_alias" text,
	"end_point" text,
	"crm_url" text,
	"secret" text,
	"show_pvpr" boolean DEFAULT true NOT NULL,
	"show_discounts" boolean DEFAULT false NOT NULL,
	"show_net_prices" boolean DEFAULT false NOT NULL,
	"billing_address" text,
	"billing_city" text,
	"billing_zipcode" text,
	"billing_region_id" integer,
	"billing_country_iso" text,
	"tax_final" numeric(5, 2),
	"tax_pro" numeric(5, 2),
	"payment_type" text,
	"w9_file_url" text,
	"w9_expires_on" date,
	"w8ben_file_url" text,
	"w8ben_expires_on" date,
	"tax_exemption_file_url" text,
	"tax_exemption_expires_on" date,
	"business_licence_file_url" text,
	"business_licence_expires_on" date,
	"rib_file_url" text,
	"rib_expires_on" date,
	"kbis_file_url" text,
	"kbis_expires_on" date,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"contact" text,
	"phone" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zipcode" text NOT NULL,
	"region_id" integer,
	"country_iso" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer,
	"family_id" integer,
	"client_family" text,
	"target_key" text NOT NULL,
	"client_key" text NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tmp_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat" text NOT NULL,
	"country_iso" text NOT NULL,
	"email" text,
	"phone" text,
	"client_type" text DEFAULT 'PRO' NOT NULL,
	"address" text,
	"city" text,
	"zipcode" text,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"user_surname" text DEFAULT '' NOT NULL,
	"crm_client_id" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_id" integer,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "article_type_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "eos" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "eom" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "real_weight" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "real_width" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "real_height" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "real_depth" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "real_volume" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "blocked_status_comment" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "retained" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "retained_comment" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "retained_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "alarm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "alarm_comment" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "warning_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "has_structure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "component" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "finished_product" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "replacement_article_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "substitute_article_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "all_manufacturers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "main_category_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "industrial_category_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "protocol" text;--> statement-breakpoint
ALTER TABLE "article_attribute_options" ADD CONSTRAINT "article_attribute_options_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_attribute_options" ADD CONSTRAINT "article_attribute_options_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_rates" ADD CONSTRAINT "article_rates_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_rates" ADD CONSTRAINT "article_rates_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_relations" ADD CONSTRAINT "article_relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_relations" ADD CONSTRAINT "article_relations_related_article_id_articles_id_fk" FOREIGN KEY ("related_article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_billing_region_id_regions_id_fk" FOREIGN KEY ("billing_region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_billing_country_iso_countries_iso_fk" FOREIGN KEY ("billing_country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "company_discounts" ADD CONSTRAINT "company_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discounts" ADD CONSTRAINT "company_discounts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_discounts" ADD CONSTRAINT "company_discounts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_customers" ADD CONSTRAINT "tmp_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_attribute_options_attribute_option_id_index" ON "article_attribute_options" USING btree ("attribute_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_images_article_sort" ON "article_images" USING btree ("article_id","sort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_rates_article_market_currency_from" ON "article_rates" USING btree ("article_id","market_id","currency","valid_from");--> statement-breakpoint
CREATE INDEX "article_rates_market_id_index" ON "article_rates" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "article_relations_related_article_id_index" ON "article_relations" USING btree ("related_article_id");--> statement-breakpoint
CREATE INDEX "product_attribute_options_attribute_option_id_index" ON "product_attribute_options" USING btree ("attribute_option_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_id_index" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_relations_related_product_id_index" ON "product_relations" USING btree ("related_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_vat_key" ON "companies" USING btree ("vat");--> statement-breakpoint
CREATE INDEX "companies_order_name_index" ON "companies" USING btree ("name" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "companies_status_name_index" ON "companies" USING btree ("status","name" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "companies_order_created_at_index" ON "companies" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_vat_trgm" ON "companies" USING gin ("vat" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_alias_trgm" ON "companies" USING gin ("alias" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_client_family_index" ON "companies" USING btree ("client_family");--> statement-breakpoint
CREATE INDEX "company_addresses_company_order_index" ON "company_addresses" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_addresses_one_default_key" ON "company_addresses" USING btree ("company_id","type") WHERE "company_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "company_discounts_company_order_index" ON "company_discounts" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "company_discounts_pair_index" ON "company_discounts" USING btree ("target_key","client_key","valid_from");--> statement-breakpoint
CREATE INDEX "tmp_customers_order_created_at_index" ON "tmp_customers" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_replacement_article_id_articles_id_fk" FOREIGN KEY ("replacement_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_substitute_article_id_articles_id_fk" FOREIGN KEY ("substitute_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_industrial_category_id_categories_id_fk" FOREIGN KEY ("industrial_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lists read these tables: their changes make every process forget remembered lists (0009).
-- (The article and product tables above were pending in the catalogue's tables files when this
-- migration was generated; their own migration adds their triggers.)
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['companies', 'company_addresses', 'company_discounts', 'tmp_customers'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
--> statement-breakpoint
-- The companies list's unfiltered total (100,000 rows in the bench) comes from row_counts (0005).
SELECT row_counts_track_table('companies'::regclass);
