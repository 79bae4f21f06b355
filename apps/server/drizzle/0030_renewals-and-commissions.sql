CREATE TABLE "agent_commission_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"country_iso" text NOT NULL,
	"region_id" integer NOT NULL,
	"agent_code" text NOT NULL,
	"company_id" integer NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_code" text NOT NULL,
	"month" date NOT NULL,
	"orders_count" integer NOT NULL,
	"base_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"client_name" text NOT NULL,
	"client_surname" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text,
	"city" text,
	"phone" text,
	"email" text,
	"carrier" text,
	"has_installer" boolean DEFAULT false NOT NULL,
	"installer_company" text,
	"installer_name" text,
	"installer_phone" text,
	"installer_email" text,
	"order_number" text,
	"credit_number" text,
	"content_description" text,
	"note" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_commission_configs" ADD CONSTRAINT "agent_commission_configs_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commission_configs" ADD CONSTRAINT "agent_commission_configs_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agent_commission_configs" ADD CONSTRAINT "agent_commission_configs_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commission_configs" ADD CONSTRAINT "agent_commission_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_commission_configs_target_key" ON "agent_commission_configs" USING btree ("manufacturer_id","country_iso","region_id","company_id");--> statement-breakpoint
CREATE INDEX "agent_commission_configs_order_created_at_index" ON "agent_commission_configs" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agent_commission_configs_agent_code_index" ON "agent_commission_configs" USING btree ("agent_code");--> statement-breakpoint
CREATE INDEX "agent_commission_configs_company_id_index" ON "agent_commission_configs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_commissions_agent_month_key" ON "agent_commissions" USING btree ("agent_code","month");--> statement-breakpoint
CREATE INDEX "agent_commissions_month_index" ON "agent_commissions" USING btree ("month" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_plans_code_key" ON "renewal_plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "renewal_plans_order_created_at_index" ON "renewal_plans" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "renewal_plans_status_created_at_index" ON "renewal_plans" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "renewal_plans_code_trgm_index" ON "renewal_plans" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renewal_plans_client_name_trgm_index" ON "renewal_plans" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renewal_plans_client_surname_trgm_index" ON "renewal_plans" USING gin ("client_surname" gin_trgm_ops);--> statement-breakpoint
-- Lists forget what a write to these tables can alter (0024).
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['renewal_plans', 'agent_commission_configs', 'agent_commissions']) AS t;
--> statement-breakpoint
-- The renewal plans list's unfiltered total (100,000 rows in the bench) from the counted deltas (0005).
SELECT row_counts_track_table('renewal_plans'::regclass);
