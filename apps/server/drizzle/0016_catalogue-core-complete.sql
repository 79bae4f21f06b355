CREATE TABLE "family_attribute_types" (
	"family_id" integer NOT NULL,
	"attribute_type_id" integer NOT NULL,
	CONSTRAINT "family_attribute_types_family_id_attribute_type_id_pk" PRIMARY KEY("family_id","attribute_type_id")
);
--> statement-breakpoint
CREATE TABLE "range_media_resources" (
	"range_id" integer NOT NULL,
	"media_resource_id" integer NOT NULL,
	CONSTRAINT "range_media_resources_range_id_media_resource_id_pk" PRIMARY KEY("range_id","media_resource_id")
);
--> statement-breakpoint
CREATE TABLE "system_media_resources" (
	"system_id" integer NOT NULL,
	"media_resource_id" integer NOT NULL,
	CONSTRAINT "system_media_resources_system_id_media_resource_id_pk" PRIMARY KEY("system_id","media_resource_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"grant_types" text[] NOT NULL,
	"client_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret_hash" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "oidc_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp(3) with time zone,
	"consumed_at" timestamp(3) with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "family_attribute_types" ADD CONSTRAINT "family_attribute_types_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_attribute_types" ADD CONSTRAINT "family_attribute_types_attribute_type_id_attribute_types_id_fk" FOREIGN KEY ("attribute_type_id") REFERENCES "public"."attribute_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_media_resources" ADD CONSTRAINT "range_media_resources_range_id_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."ranges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_media_resources" ADD CONSTRAINT "range_media_resources_media_resource_id_media_resources_id_fk" FOREIGN KEY ("media_resource_id") REFERENCES "public"."media_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_media_resources" ADD CONSTRAINT "system_media_resources_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_media_resources" ADD CONSTRAINT "system_media_resources_media_resource_id_media_resources_id_fk" FOREIGN KEY ("media_resource_id") REFERENCES "public"."media_resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_attribute_types_attribute_type_id_index" ON "family_attribute_types" USING btree ("attribute_type_id");--> statement-breakpoint
CREATE INDEX "range_media_resources_media_resource_id_index" ON "range_media_resources" USING btree ("media_resource_id");--> statement-breakpoint
CREATE INDEX "system_media_resources_media_resource_id_index" ON "system_media_resources" USING btree ("media_resource_id");--> statement-breakpoint
CREATE INDEX "oauth_clients_order_created_at_index" ON "oauth_clients" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_model_uid_index" ON "oidc_payloads" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_index" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_index" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_type_market_surname_index" ON "users" USING btree ("type","market","surname" NULLS FIRST,"name" NULLS FIRST,"id","profile_id");--> statement-breakpoint
-- Lists and records read the catalogue's new link tables (a family's attribute types, the media of a
-- range or system): their changes make every process forget remembered lists (0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['family_attribute_types', 'range_media_resources', 'system_media_resources'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
