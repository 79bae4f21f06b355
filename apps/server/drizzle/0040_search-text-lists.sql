-- One search text for the other large lists (ResourceStore.searchText, as 0039 did for tickets, returns
-- and warranties): users, companies, orders, articles, renewal plans and technical assistances. A broad
-- search tests each candidate once on a lower-cased column instead of an ILIKE (a lower() of the text) on
-- each of its columns: on the bench's 100,000 users "fernández" (7,692 matches) counts in 6 ms instead of
-- 17, on its million orders "levante" (31,270) in 58 instead of 80. Each write updates one trigram index
-- instead of three or four. Selectors and filters on these columns find their candidates through the same
-- index (list-query's anyColumnContains).
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "users_name_trgm";--> statement-breakpoint
DROP INDEX "users_surname_trgm";--> statement-breakpoint
DROP INDEX "technical_assistances_request_number_trgm_index";--> statement-breakpoint
DROP INDEX "technical_assistances_requester_name_trgm_index";--> statement-breakpoint
DROP INDEX "articles_name_trgm";--> statement-breakpoint
DROP INDEX "articles_az_iso_trgm";--> statement-breakpoint
DROP INDEX "articles_ean_trgm";--> statement-breakpoint
DROP INDEX "companies_name_trgm";--> statement-breakpoint
DROP INDEX "companies_vat_trgm";--> statement-breakpoint
DROP INDEX "companies_alias_trgm";--> statement-breakpoint
DROP INDEX "orders_reference_trgm";--> statement-breakpoint
DROP INDEX "orders_nomcli_trgm";--> statement-breakpoint
DROP INDEX "orders_nifcli_trgm";--> statement-breakpoint
DROP INDEX "orders_customer_reference_trgm";--> statement-breakpoint
DROP INDEX "renewal_plans_code_trgm_index";--> statement-breakpoint
DROP INDEX "renewal_plans_client_name_trgm_index";--> statement-breakpoint
DROP INDEX "renewal_plans_client_surname_trgm_index";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("email"::text, '') || chr(1) || coalesce("name"::text, '') || chr(1) || coalesce("surname"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "technical_assistances" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("request_number"::text, '') || chr(1) || coalesce("requester_name"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("az_iso"::text, '') || chr(1) || coalesce("name"::text, '') || chr(1) || coalesce("ean"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name"::text, '') || chr(1) || coalesce("vat"::text, '') || chr(1) || coalesce("alias"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("order_reference"::text, '') || chr(1) || coalesce("nomcli"::text, '') || chr(1) || coalesce("nifcli"::text, '') || chr(1) || coalesce("customer_reference"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "renewal_plans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("code"::text, '') || chr(1) || coalesce("client_name"::text, '') || chr(1) || coalesce("client_surname"::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_index" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "technical_assistances_search_text_trgm_index" ON "technical_assistances" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_index" ON "articles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_index" ON "companies" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_index" ON "orders" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "renewal_plans_search_text_trgm_index" ON "renewal_plans" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);