-- List queries of the catalogue are many, small and concurrent. On them PostgreSQL's parallel plans
-- cost more than they save: each request starts two workers (measured on 2 cores, 200,000 articles:
-- the articles list filtered by product took 50-70 ms in parallel, 10 ms serially). A table whose
-- parallel_workers is 0 is never scanned in parallel; other queries keep the server's settings.
ALTER TABLE "articles" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "products" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "families" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "systems" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "ranges" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "attribute_types" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "manufacturers" SET (parallel_workers = 0);
