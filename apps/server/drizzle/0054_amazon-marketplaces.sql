-- Amazon marketplaces and ASINs (issue 31): the marketplaces we sell on, and each article's ASIN and
-- search terms on one of them.
CREATE TABLE "amazon_marketplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amazon_marketplace_id" text NOT NULL,
	"domain_extension" text NOT NULL,
	"country_iso" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"keyword_byte_limit" integer DEFAULT 250 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amazon_marketplaces_amazon_marketplace_id_unique" UNIQUE("amazon_marketplace_id"),
	CONSTRAINT "amazon_marketplaces_domain_extension_unique" UNIQUE("domain_extension")
);
--> statement-breakpoint
CREATE TABLE "amazon_asins" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"marketplace_id" integer NOT NULL,
	"asin" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"keyword_bytes" integer GENERATED ALWAYS AS (octet_length(keywords)) STORED,
	"article_iso" text DEFAULT '' NOT NULL,
	"article_name" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("asin"::text, '') || chr(1) || coalesce("article_iso"::text, '') || chr(1) || coalesce("article_name"::text, ''))) STORED,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amazon_asins_asin_shape" CHECK ("amazon_asins"."asin" ~ '^[A-Z0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "amazon_marketplaces" ADD CONSTRAINT "amazon_marketplaces_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "amazon_marketplaces" ADD CONSTRAINT "amazon_marketplaces_language_languages_az_iso_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("az_iso") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "amazon_asins" ADD CONSTRAINT "amazon_asins_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_asins" ADD CONSTRAINT "amazon_asins_marketplace_id_amazon_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."amazon_marketplaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_marketplaces_country_iso_index" ON "amazon_marketplaces" USING btree ("country_iso");--> statement-breakpoint
CREATE INDEX "amazon_marketplaces_language_index" ON "amazon_marketplaces" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_asins_article_marketplace_key" ON "amazon_asins" USING btree ("article_id","marketplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_asins_marketplace_asin_key" ON "amazon_asins" USING btree ("marketplace_id","asin");--> statement-breakpoint
CREATE INDEX "amazon_asins_order_created_at_index" ON "amazon_asins" USING btree ("created_at" DESC NULLS LAST,"id","marketplace_id");--> statement-breakpoint
CREATE INDEX "amazon_asins_search_text_trgm_index" ON "amazon_asins" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "amazon_asins_search_grams_index" ON "amazon_asins" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
-- The list searches an ASIN's article by its code and name in the ASIN's own search text: the
-- article's code and name are copied onto its ASINs on every write and whenever the article's change.
CREATE FUNCTION amazon_asins_copy_article() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.article_iso := coalesce((SELECT a.az_iso FROM articles a WHERE a.id = NEW.article_id), '');
	NEW.article_name := coalesce((SELECT a.name FROM articles a WHERE a.id = NEW.article_id), '');
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER amazon_asins_copy_article BEFORE INSERT OR UPDATE OF article_id ON amazon_asins
	FOR EACH ROW EXECUTE FUNCTION amazon_asins_copy_article();
--> statement-breakpoint
CREATE FUNCTION amazon_asins_follow_article() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE amazon_asins SET article_iso = NEW.az_iso, article_name = NEW.name WHERE article_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_amazon_asins_follow AFTER UPDATE OF az_iso, name ON articles
	FOR EACH ROW WHEN (OLD.az_iso IS DISTINCT FROM NEW.az_iso OR OLD.name IS DISTINCT FROM NEW.name)
	EXECUTE FUNCTION amazon_asins_follow_article();
--> statement-breakpoint
-- Lists remember what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['amazon_marketplaces', 'amazon_asins']) AS t;
--> statement-breakpoint
-- The ASINs list (200,000 in the bench): its unfiltered total from counted deltas (0005), a search's
-- from the postings of its words (0041), a deep page from its week (0051).
SELECT row_counts_track_table('amazon_asins'::regclass);
--> statement-breakpoint
SELECT search_postings_track_table('amazon_asins'::regclass);
--> statement-breakpoint
SELECT row_count_weeks_track_column('amazon_asins'::regclass, 'created_at');
