CREATE TABLE "company_secrets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_secrets_to_seal" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_secrets" ADD CONSTRAINT "company_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_secrets_to_seal" ADD CONSTRAINT "company_secrets_to_seal_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Companies' CRM secrets leave the record (issue 30): SQL has no key to seal them with, so they wait
-- in company_secrets_to_seal, which no API reads, until the server seals them at its next start
-- (modules/customers/company-secrets.ts) and empties it.
INSERT INTO "company_secrets_to_seal" ("company_id", "secret")
  SELECT "id", "secret" FROM "companies" WHERE "secret" IS NOT NULL AND "secret" <> '';--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "secret";--> statement-breakpoint
-- Companies' documents (W-9, W-8BEN, tax exemption, business licence, RIB, K-bis) are private from
-- now on: served through signed, short-lived links only (modules/files/file-links.ts).
UPDATE "stored_files" SET "private" = true WHERE '/files/' || "storage_key" IN (
  SELECT unnest(ARRAY["w9_file_url", "w8ben_file_url", "tax_exemption_file_url",
    "business_licence_file_url", "rib_file_url", "kbis_file_url"]) FROM "companies");
