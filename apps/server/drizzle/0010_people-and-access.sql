CREATE TABLE "corporate_application_role_groups" (
	"corporate_application_id" integer NOT NULL,
	"role_group_id" integer NOT NULL,
	CONSTRAINT "corporate_application_role_groups_corporate_application_id_role_group_id_pk" PRIMARY KEY("corporate_application_id","role_group_id")
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranks_az_iso_unique" UNIQUE("az_iso")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"iso3" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pro_registration" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_iso" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crm_alias" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_code" text;--> statement-breakpoint
ALTER TABLE "corporate_application_role_groups" ADD CONSTRAINT "corporate_application_role_groups_corporate_application_id_corporate_applications_id_fk" FOREIGN KEY ("corporate_application_id") REFERENCES "public"."corporate_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_application_role_groups" ADD CONSTRAINT "corporate_application_role_groups_role_group_id_role_groups_id_fk" FOREIGN KEY ("role_group_id") REFERENCES "public"."role_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_application_role_groups_role_group_id_index" ON "corporate_application_role_groups" USING btree ("role_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_code_key" ON "regions" USING btree ("country_id","code");--> statement-breakpoint
CREATE INDEX "regions_country_id_name_index" ON "regions" USING btree ("country_id","name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
-- Lists read these tables: their changes make every process forget remembered lists (0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['corporate_application_role_groups', 'ranks', 'countries', 'regions'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
