CREATE TABLE "catalogue_completeness" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"percent" smallint NOT NULL,
	"languages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_completeness_item_kind_item_id_market_id_pk" PRIMARY KEY("item_kind","item_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "completeness_pending" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "completeness_pending_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_completeness_item_kind_percent_index" ON "catalogue_completeness" USING btree ("item_kind","percent");--> statement-breakpoint
CREATE INDEX "articles_completeness_id_index" ON "articles" USING btree ("completeness","id");--> statement-breakpoint
CREATE INDEX "products_completeness_id_index" ON "products" USING btree ("completeness","id");--> statement-breakpoint
-- Lists read these tables: their changes make every process forget remembered lists (0009, 0024).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['catalogue_completeness', 'completeness_pending']) AS t;
--> statement-breakpoint
-- Completeness inputs that change outside an item's own save queue its items for the completeness job.
CREATE FUNCTION completeness_pending_family(family integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO completeness_pending (item_kind, item_id)
    SELECT 'product', p.id FROM products p WHERE p.family_id = family
    UNION ALL
    SELECT 'article', a.id FROM articles a JOIN products p ON p.id = a.product_id WHERE p.family_id = family
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION completeness_family_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM completeness_pending_family(NEW.family_id); END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM completeness_pending_family(OLD.family_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER family_attribute_types_completeness AFTER INSERT OR UPDATE OR DELETE ON family_attribute_types
  FOR EACH ROW EXECUTE FUNCTION completeness_family_types_changed();
--> statement-breakpoint
CREATE FUNCTION completeness_type_applies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM completeness_pending_family(f.family_id)
    FROM family_attribute_types f WHERE f.attribute_type_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attribute_types_completeness AFTER UPDATE OF applies_to ON attribute_types
  FOR EACH ROW WHEN (OLD.applies_to IS DISTINCT FROM NEW.applies_to)
  EXECUTE FUNCTION completeness_type_applies_changed();
--> statement-breakpoint
CREATE FUNCTION completeness_market_languages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO completeness_pending (item_kind, item_id)
    SELECT 'product', p.id FROM products p WHERE NEW.id = ANY (p.markets_available)
    UNION ALL
    SELECT 'article', a.id FROM articles a WHERE NEW.id = ANY (a.markets_available)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER markets_completeness AFTER UPDATE OF languages ON markets
  FOR EACH ROW WHEN (OLD.languages IS DISTINCT FROM NEW.languages)
  EXECUTE FUNCTION completeness_market_languages_changed();
