CREATE TABLE "integration_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"configuration_id" integer,
	"operation" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"request" jsonb NOT NULL,
	"answer" jsonb,
	"http_status" integer,
	"duration_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_sync_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"remote_id" text,
	"idempotency_key" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_configuration_secrets" (
	"configuration_id" integer PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"reference" text,
	"altra_company_iso" text,
	"client_id" text,
	"crm_source_id" text,
	"agent_code" text,
	"end_point" text NOT NULL,
	"crm_url" text,
	"country_iso" text NOT NULL,
	"region_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_configuration" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"end_point" text,
	"company_code" text,
	"active" boolean DEFAULT false NOT NULL,
	"sealed_secret" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_configuration_single_row" CHECK ("erp_configuration"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "crm_configuration_secrets" ADD CONSTRAINT "crm_configuration_secrets_configuration_id_crm_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."crm_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_configurations" ADD CONSTRAINT "crm_configurations_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "crm_configurations" ADD CONSTRAINT "crm_configurations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_logs_order_created_at_index" ON "integration_logs" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "integration_logs_entity_index" ON "integration_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "integration_logs_idempotency_key_index" ON "integration_logs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_sync_states_key" ON "integration_sync_states" USING btree ("system","entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_configurations_alias_key" ON "crm_configurations" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "crm_configurations_order_created_at_index" ON "crm_configurations" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Lists read these tables: their changes make every process forget remembered lists (0009, 0024).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['integration_logs', 'integration_sync_states',
  'crm_configurations', 'crm_configuration_secrets', 'erp_configuration']) AS t;
