CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"product_id" integer NOT NULL,
	"altra_status_iso" text DEFAULT 'development' NOT NULL,
	"ean" text,
	"weight" numeric(12, 3),
	"width" numeric(12, 2),
	"height" numeric(12, 2),
	"depth" numeric(12, 2),
	"volume" numeric(14, 6),
	"blocked" boolean DEFAULT false NOT NULL,
	"uses_serial_number" boolean DEFAULT false NOT NULL,
	"affects_stock" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "product_manufacturers" (
	"product_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "product_manufacturers_product_id_manufacturer_id_pk" PRIMARY KEY("product_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"family_id" integer NOT NULL,
	"send_all_to_a3" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"markets_available" integer[] DEFAULT '{}' NOT NULL,
	"markets_active" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_manufacturers" ADD CONSTRAINT "product_manufacturers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_manufacturers" ADD CONSTRAINT "product_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_created_at_id_index" ON "articles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "articles_product_id_index" ON "articles" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "articles_altra_status_iso_index" ON "articles" USING btree ("altra_status_iso");--> statement-breakpoint
CREATE INDEX "articles_name_trgm" ON "articles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_az_iso_trgm" ON "articles" USING gin ("az_iso" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_ean_trgm" ON "articles" USING gin ("ean" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_manufacturers_manufacturer_id_index" ON "product_manufacturers" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_created_at_id_index" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_family_id_index" ON "products" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_az_iso_trgm" ON "products" USING gin ("az_iso" gin_trgm_ops);