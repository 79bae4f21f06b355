CREATE TABLE "digital_book_products" (
	"book_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "digital_book_products_book_id_product_id_pk" PRIMARY KEY("book_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "digital_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"sort_key" integer NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_image" text,
	"markets" integer[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_books_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "digital_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsection_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_subsections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digital_book_products" ADD CONSTRAINT "digital_book_products_book_id_digital_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."digital_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_book_products" ADD CONSTRAINT "digital_book_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_contents" ADD CONSTRAINT "digital_contents_subsection_id_digital_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."digital_subsections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_sections" ADD CONSTRAINT "digital_sections_book_id_digital_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."digital_books"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_subsections" ADD CONSTRAINT "digital_subsections_section_id_digital_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."digital_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_book_products_product_id_index" ON "digital_book_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "digital_books_order_sort_key_index" ON "digital_books" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_contents_subsection_position_key" ON "digital_contents" USING btree ("subsection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_sections_book_position_key" ON "digital_sections" USING btree ("book_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_subsections_section_position_key" ON "digital_subsections" USING btree ("section_id","position");--> statement-breakpoint
-- Lists read these tables: their changes make every process forget remembered lists (0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['digital_books', 'digital_book_products', 'digital_sections', 'digital_subsections', 'digital_contents'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
