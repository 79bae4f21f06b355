-- Wiki zones and documentation (issue 35, modules/wiki-zones). Zones form a tree; a document lives in a
-- zone and keeps a copy of its newest version for lists and the search; its versions are immutable
-- (the trigger below). Titles and bodies are searched with each language's dictionary through one
-- weighted tsvector per table behind a GIN index (fastupdate off: no pending list to scan).
CREATE TABLE "wiki_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"sort_key" integer NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_zones_parent_id_wiki_zones_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wiki_zones"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "wiki_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce("translations"->'es'->>'title', '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce("translations"->'es'->>'body', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("translations"->'en'->>'title', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("translations"->'en'->>'body', '')), 'B') || setweight(to_tsvector('french'::regconfig, coalesce("translations"->'fr'->>'title', '')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce("translations"->'fr'->>'body', '')), 'B') || setweight(to_tsvector('italian'::regconfig, coalesce("translations"->'it'->>'title', '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce("translations"->'it'->>'body', '')), 'B') || setweight(to_tsvector('portuguese'::regconfig, coalesce("translations"->'pt'->>'title', '')), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce("translations"->'pt'->>'body', '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce("translations"->'de'->>'title', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("translations"->'de'->>'body', '')), 'B')) STORED,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_documents_zone_id_wiki_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."wiki_zones"("id") ON DELETE restrict ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "wiki_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"number" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"attachments" text[] DEFAULT '{}' NOT NULL,
	"note" text,
	"restored_from" integer,
	"created_by" integer,
	"author" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_document_versions_document_id_wiki_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."wiki_documents"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "documentation" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text DEFAULT 'manual' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" text NOT NULL,
	"file_url" text NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"markets" integer[] DEFAULT '{}' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce("translations"->'es'->>'title', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("translations"->'en'->>'title', '')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce("translations"->'fr'->>'title', '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce("translations"->'it'->>'title', '')), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce("translations"->'pt'->>'title', '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce("translations"->'de'->>'title', '')), 'A')) STORED,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentation_products" (
	"documentation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "documentation_products_documentation_id_product_id_pk" PRIMARY KEY("documentation_id","product_id"),
	CONSTRAINT "documentation_products_documentation_id_documentation_id_fk" FOREIGN KEY ("documentation_id") REFERENCES "public"."documentation"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "documentation_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "documentation_families" (
	"documentation_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	CONSTRAINT "documentation_families_documentation_id_family_id_pk" PRIMARY KEY("documentation_id","family_id"),
	CONSTRAINT "documentation_families_documentation_id_documentation_id_fk" FOREIGN KEY ("documentation_id") REFERENCES "public"."documentation"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "documentation_families_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "wiki_zones_parent_id_index" ON "wiki_zones" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "wiki_zones_order_sort_key_index" ON "wiki_zones" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "wiki_documents_zone_id_index" ON "wiki_documents" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "wiki_documents_order_updated_at_index" ON "wiki_documents" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "wiki_documents_search_vector_index" ON "wiki_documents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_document_versions_document_number_key" ON "wiki_document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "documentation_order_updated_at_index" ON "documentation" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "documentation_search_vector_index" ON "documentation" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "documentation_products_product_id_index" ON "documentation_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "documentation_families_family_id_index" ON "documentation_families" USING btree ("family_id");--> statement-breakpoint
-- A version is history: never rewritten, and deleted only with its document (the cascade runs
-- after the document's row is gone, so a version whose document still exists is refused).
CREATE FUNCTION wiki_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM wiki_documents WHERE id = OLD.document_id) THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'wiki document versions are immutable' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER wiki_document_versions_immutable BEFORE UPDATE OR DELETE ON "wiki_document_versions"
	FOR EACH ROW EXECUTE FUNCTION wiki_versions_immutable();
--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['wiki_zones', 'wiki_documents', 'documentation', 'documentation_products', 'documentation_families']) AS t;
