CREATE SEQUENCE "public"."ticket_codes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"az_iso" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_id" integer,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT 'CON-' || lpad(nextval('ticket_codes')::text, 7, '0') NOT NULL,
	"subject" text NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"company_id" integer,
	"market" text,
	"recipient" text NOT NULL,
	"assigned_to" integer,
	"opened_at" date DEFAULT current_date NOT NULL,
	"close_when_reply" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"return_id" integer,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"default_assignee_id" integer,
	"reply_from" text NOT NULL,
	"close_when_reply" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_parent_id_ticket_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_subcategory_id_ticket_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets_configurations" ADD CONSTRAINT "tickets_configurations_default_assignee_id_users_id_fk" FOREIGN KEY ("default_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_categories_az_iso_key" ON "ticket_categories" USING btree ("az_iso");--> statement-breakpoint
CREATE INDEX "ticket_categories_parent_id_index" ON "ticket_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_key" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_reply_token_key" ON "tickets" USING btree ("reply_token");--> statement-breakpoint
CREATE INDEX "tickets_order_created_at_index" ON "tickets" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tickets_status_created_at_index" ON "tickets" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tickets_assigned_created_at_index" ON "tickets" USING btree ("assigned_to","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tickets_company_created_at_index" ON "tickets" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tickets_order_opened_at_index" ON "tickets" USING btree ("opened_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tickets_code_trgm_index" ON "tickets" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_subject_trgm_index" ON "tickets" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_return_id_index" ON "tickets" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_configurations_market_key" ON "tickets_configurations" USING btree ("market");--> statement-breakpoint
select list_change_track('ticket_categories');--> statement-breakpoint
select list_change_track('tickets_configurations');--> statement-breakpoint
select list_change_track('tickets');
