-- Every foreign key gets an index leading with its columns (issue 36): without one, deleting a
-- parent row reads the whole child table (an article's delete read the 200,000 articles twice).
-- platform/search-indexes.test.ts fails on a key added later without its index.
CREATE INDEX IF NOT EXISTS "agent_commission_configs_country_iso_index" ON "agent_commission_configs" USING btree ("country_iso");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agent_commission_configs_region_id_index" ON "agent_commission_configs" USING btree ("region_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_article_type_id_index" ON "articles" USING btree ("article_type_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_replacement_article_id_index" ON "articles" USING btree ("replacement_article_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_substitute_article_id_index" ON "articles" USING btree ("substitute_article_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_billing_country_iso_index" ON "companies" USING btree ("billing_country_iso");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_billing_region_id_index" ON "companies" USING btree ("billing_region_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_country_iso_index" ON "companies" USING btree ("country_iso");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_region_id_index" ON "companies" USING btree ("region_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_addresses_country_iso_index" ON "company_addresses" USING btree ("country_iso");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_addresses_region_id_index" ON "company_addresses" USING btree ("region_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_discounts_article_id_index" ON "company_discounts" USING btree ("article_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_discounts_family_id_index" ON "company_discounts" USING btree ("family_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crm_configurations_country_iso_index" ON "crm_configurations" USING btree ("country_iso");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crm_configurations_region_id_index" ON "crm_configurations" USING btree ("region_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_country_iso_index" ON "orders" USING btree ("country_iso");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_region_id_index" ON "orders" USING btree ("region_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_industrial_category_id_index" ON "products" USING btree ("industrial_category_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_main_category_id_index" ON "products" USING btree ("main_category_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "technical_assistances_manufacturer_id_index" ON "technical_assistances" USING btree ("manufacturer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "technical_assistances_system_id_index" ON "technical_assistances" USING btree ("system_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_category_id_index" ON "tickets" USING btree ("category_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_subcategory_id_index" ON "tickets" USING btree ("subcategory_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_configurations_default_assignee_id_index" ON "tickets_configurations" USING btree ("default_assignee_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tmp_customers_company_id_index" ON "tmp_customers" USING btree ("company_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_country_iso_index" ON "users" USING btree ("country_iso");
