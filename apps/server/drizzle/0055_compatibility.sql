-- Compatibility (issue 31): protocols, indoor-unit model types and technologies, models, compatibility
-- types and warnings, and the compatibilities of our articles with other manufacturers' models.
CREATE TABLE "iu_model_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iu_model_types_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "iu_model_technologies" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iu_model_technologies_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "compatibility_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"color" text DEFAULT '228be6' NOT NULL,
	CONSTRAINT "compatibility_types_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "compatibility_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"severity" text DEFAULT 'warning' NOT NULL,
	"compatibility_types" integer[] DEFAULT '{}' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compatibility_warnings_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "communication_protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"manufacturers" integer[] DEFAULT '{}' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_protocols_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "iu_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model_reference" text NOT NULL,
	"model_key" text NOT NULL,
	"commercial_name" text,
	"iu_model_type_id" integer,
	"iu_model_technology_id" integer,
	"protocols" integer[] DEFAULT '{}' NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compatibilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"iu_model_id" integer NOT NULL,
	"compatibility_type_id" integer NOT NULL,
	"protocol_id" integer,
	"warnings" integer[] DEFAULT '{}' NOT NULL,
	"accessory_article_id" integer,
	"notes" text,
	"easyzone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compatibilities_accessory_not_itself" CHECK ("compatibilities"."accessory_article_id" <> "compatibilities"."article_id")
);
--> statement-breakpoint
ALTER TABLE "iu_models" ADD CONSTRAINT "iu_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iu_models" ADD CONSTRAINT "iu_models_iu_model_type_id_iu_model_types_id_fk" FOREIGN KEY ("iu_model_type_id") REFERENCES "public"."iu_model_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iu_models" ADD CONSTRAINT "iu_models_iu_model_technology_id_iu_model_technologies_id_fk" FOREIGN KEY ("iu_model_technology_id") REFERENCES "public"."iu_model_technologies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_iu_model_id_iu_models_id_fk" FOREIGN KEY ("iu_model_id") REFERENCES "public"."iu_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_compatibility_type_id_compatibility_types_id_fk" FOREIGN KEY ("compatibility_type_id") REFERENCES "public"."compatibility_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_protocol_id_communication_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."communication_protocols"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_accessory_article_id_articles_id_fk" FOREIGN KEY ("accessory_article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iu_model_types_order_sort_key_index" ON "iu_model_types" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "iu_model_technologies_order_sort_key_index" ON "iu_model_technologies" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "compatibility_types_order_sort_key_index" ON "compatibility_types" USING btree ("sort_key" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "compatibility_warnings_order_created_at_index" ON "compatibility_warnings" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "compatibility_warnings_types_index" ON "compatibility_warnings" USING gin ("compatibility_types") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "communication_protocols_order_created_at_index" ON "communication_protocols" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "communication_protocols_manufacturers_index" ON "communication_protocols" USING gin ("manufacturers") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "iu_models_order_created_at_index" ON "iu_models" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "iu_models_manufacturer_model_key" ON "iu_models" USING btree ("manufacturer_id","model_key");--> statement-breakpoint
CREATE INDEX "iu_models_model_key_trgm" ON "iu_models" USING gin ("model_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "iu_models_protocols_index" ON "iu_models" USING gin ("protocols") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "iu_models_iu_model_type_id_index" ON "iu_models" USING btree ("iu_model_type_id");--> statement-breakpoint
CREATE INDEX "iu_models_iu_model_technology_id_index" ON "iu_models" USING btree ("iu_model_technology_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compatibilities_article_model_key" ON "compatibilities" USING btree ("article_id","iu_model_id");--> statement-breakpoint
CREATE INDEX "compatibilities_model_order_index" ON "compatibilities" USING btree ("iu_model_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "compatibilities_article_order_index" ON "compatibilities" USING btree ("article_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "compatibilities_compatibility_type_id_index" ON "compatibilities" USING btree ("compatibility_type_id");--> statement-breakpoint
CREATE INDEX "compatibilities_protocol_id_index" ON "compatibilities" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "compatibilities_accessory_article_id_index" ON "compatibilities" USING btree ("accessory_article_id");--> statement-breakpoint
CREATE INDEX "compatibilities_warnings_index" ON "compatibilities" USING gin ("warnings") WITH (fastupdate=false);--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024, 0053).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['iu_model_types', 'iu_model_technologies', 'compatibility_types', 'compatibility_warnings', 'communication_protocols', 'iu_models', 'compatibilities']) AS t;
--> statement-breakpoint
-- The compatibilities' unfiltered total (1,000,000 rows in the bench) from the counted deltas (0005).
SELECT row_counts_track_table('compatibilities'::regclass);
--> statement-breakpoint
-- Technologies are a vocabulary of the product, not data staff keep: the spec gives them a read
-- permission only (azc-iumodel-technologies-read). New ones arrive with a migration.
INSERT INTO "iu_model_technologies" ("az_iso", "name", "sort_key", "translations") VALUES
	('INVERTER', 'Inverter', 10, '{"es":{"name":"Inverter"},"en":{"name":"Inverter"},"fr":{"name":"Inverter"},"it":{"name":"Inverter"},"pt":{"name":"Inverter"},"de":{"name":"Inverter"}}'),
	('ONOFF', 'On/off', 20, '{"es":{"name":"Todo/nada"},"en":{"name":"On/off"},"fr":{"name":"Tout ou rien"},"it":{"name":"On/off"},"pt":{"name":"On/off"},"de":{"name":"Ein/Aus"}}'),
	('VRF', 'VRF', 30, '{"es":{"name":"VRF (caudal variable de refrigerante)"},"en":{"name":"VRF (variable refrigerant flow)"},"fr":{"name":"DRV (débit de réfrigérant variable)"},"it":{"name":"VRF (flusso di refrigerante variabile)"},"pt":{"name":"VRF (caudal de refrigerante variável)"},"de":{"name":"VRF (variabler Kältemittelstrom)"}}'),
	('MULTISPLIT', 'Multi-split', 40, '{"es":{"name":"Multi-split"},"en":{"name":"Multi-split"},"fr":{"name":"Multi-split"},"it":{"name":"Multi-split"},"pt":{"name":"Multi-split"},"de":{"name":"Multi-Split"}}'),
	('HYDRONIC', 'Hydronic (fan coil)', 50, '{"es":{"name":"Hidrónico (fancoil)"},"en":{"name":"Hydronic (fan coil)"},"fr":{"name":"Hydraulique (ventilo-convecteur)"},"it":{"name":"Idronico (fan coil)"},"pt":{"name":"Hidrónico (ventiloconvetor)"},"de":{"name":"Hydraulisch (Gebläsekonvektor)"}}'),
	('HEATPUMP_AW', 'Air-to-water heat pump', 60, '{"es":{"name":"Bomba de calor aire-agua"},"en":{"name":"Air-to-water heat pump"},"fr":{"name":"Pompe à chaleur air-eau"},"it":{"name":"Pompa di calore aria-acqua"},"pt":{"name":"Bomba de calor ar-água"},"de":{"name":"Luft-Wasser-Wärmepumpe"}}');
