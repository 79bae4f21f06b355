ALTER TABLE "tickets_configurations" ADD COLUMN "signature" text;--> statement-breakpoint
-- The tickets list's unfiltered total (500,000 rows in the bench) comes from row_counts (0005), not a count.
SELECT row_counts_track_table('tickets'::regclass);
