CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistance_id" integer NOT NULL,
	"sta_company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"booking_at" timestamp(3) with time zone,
	"next_intervention_at" timestamp(3) with time zone,
	"start_at" timestamp(3) with time zone,
	"end_at" timestamp(3) with time zone,
	"observations" text,
	"webserver_mac" text,
	"webserver_serial" text,
	"production_technologies" text,
	"materials_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"materials_pending" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"technician_signature_url" text,
	"customer_signature_url" text,
	"report_sent_at" timestamp(3) with time zone,
	"cancel_reason" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistance_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"answered_at" timestamp(3) with time zone,
	"punctuality" smallint,
	"professionalism" smallint,
	"issue_resolved" smallint,
	"overall" smallint,
	"comment" text,
	"average" numeric(2, 1),
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_assistances" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"service_type" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text,
	"requester_phone" text,
	"installation_address" text NOT NULL,
	"installation_city" text,
	"installation_zipcode" text,
	"system_id" integer,
	"systems_quantity" integer,
	"thermostats_quantity" integer,
	"manufacturer_id" integer,
	"indoor_unit_model" text,
	"service_article" text,
	"serial_number" text,
	"hotline_number" text,
	"order_reference" text,
	"sta_company_id" integer,
	"installation_checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"initial_observations" text,
	"reason" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_url" text,
	"review_comment" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assistance_id_technical_assistances_id_fk" FOREIGN KEY ("assistance_id") REFERENCES "public"."technical_assistances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_sta_company_id_companies_id_fk" FOREIGN KEY ("sta_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_surveys" ADD CONSTRAINT "assistance_surveys_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_assistances" ADD CONSTRAINT "technical_assistances_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_assistances" ADD CONSTRAINT "technical_assistances_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_assistances" ADD CONSTRAINT "technical_assistances_sta_company_id_companies_id_fk" FOREIGN KEY ("sta_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_order_created_at_index" ON "assignments" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "assignments_status_created_at_index" ON "assignments" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "assignments_assistance_id_index" ON "assignments" USING btree ("assistance_id");--> statement-breakpoint
CREATE INDEX "assignments_sta_company_id_index" ON "assignments" USING btree ("sta_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistance_surveys_assignment_key" ON "assistance_surveys" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assistance_surveys_token_hash_index" ON "assistance_surveys" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_assistances_request_number_key" ON "technical_assistances" USING btree ("request_number");--> statement-breakpoint
CREATE INDEX "technical_assistances_order_created_at_index" ON "technical_assistances" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "technical_assistances_status_created_at_index" ON "technical_assistances" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "technical_assistances_request_number_trgm_index" ON "technical_assistances" USING gin ("request_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technical_assistances_requester_name_trgm_index" ON "technical_assistances" USING gin ("requester_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technical_assistances_sta_company_id_index" ON "technical_assistances" USING btree ("sta_company_id");--> statement-breakpoint
CREATE INDEX "works_order_created_at_index" ON "works" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "works_assignment_id_index" ON "works" USING btree ("assignment_id");--> statement-breakpoint
SELECT list_change_track(t::regclass) FROM unnest(ARRAY['technical_assistances', 'assignments', 'works', 'assistance_surveys']) AS t;
