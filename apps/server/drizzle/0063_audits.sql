-- Audits (issue 34): the list of every change, one record's history and one user's changes, newest
-- first (the list's order: created_at desc nulls last, then id), each walked from its own index at
-- 10,000,000 rows; `reverts_id` names the change a revert undid (no foreign key: retention prunes).
ALTER TABLE "audits" ADD COLUMN "reverts_id" bigint;--> statement-breakpoint
DROP INDEX IF EXISTS "audits_auditable_type_auditable_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_user_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_created_at_index";--> statement-breakpoint
CREATE INDEX "audits_record_order_index" ON "audits" USING btree ("auditable_type","auditable_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audits_user_order_index" ON "audits" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audits_order_created_at_index" ON "audits" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- The whole list's total, a resource's total and a deep page's week from counters (0005, 0036, 0051).
SELECT row_counts_track_table('audits'::regclass);
--> statement-breakpoint
SELECT row_counts_track_partitions('audits'::regclass, 'auditable_type');
--> statement-breakpoint
SELECT row_count_weeks_track_column('audits'::regclass, 'created_at');
--> statement-breakpoint
-- Lists forget what a write to this table can alter (0024, 0053).
SELECT list_change_track('audits'::regclass);
