-- Every record's private files (issue 30; ResourceDefinition.privateFiles in the domain package):
-- orders' documents (confirmation, delivery note, invoice), shipments' carrier labels and
-- documents, works' reports and assignments' signatures join the companies' documents (0052).
-- From now on they are served only through short-lived signed links (modules/files/file-links.ts);
-- the server marks new ones as it writes them (platform/resources/private-record-files.ts).
UPDATE "stored_files" SET "private" = true WHERE NOT "private" AND '/files/' || "storage_key" IN (
  SELECT unnest(ARRAY["confirmation_file_url", "delivery_note_file_url", "invoice_file_url"]) FROM "orders"
  UNION SELECT unnest(ARRAY["label_url", "document_url"]) FROM "shipments"
  UNION SELECT "file_url" FROM "works"
  UNION SELECT unnest(ARRAY["technician_signature_url", "customer_signature_url"]) FROM "assignments"
  UNION SELECT unnest(ARRAY["w9_file_url", "w8ben_file_url", "tax_exemption_file_url",
    "business_licence_file_url", "rib_file_url", "kbis_file_url"]) FROM "companies");
