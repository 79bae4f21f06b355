-- A deleted record takes its workflow history and message thread with it (the kit keys them by
-- workflow name and record id, without a foreign key: one pair of tables serves every workflow). The
-- audit log keeps the deleted record itself. One statement-level trigger per workflow table, so any
-- delete (a screen, a bulk job, by hand) leaves nothing behind.
CREATE FUNCTION workflow_records_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM workflow_history h USING old_rows o WHERE h.workflow = TG_ARGV[0] AND h.record_id = o.id;
	DELETE FROM workflow_messages m USING old_rows o WHERE m.workflow = TG_ARGV[0] AND m.record_id = o.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION workflow_records_track(target regclass, workflow text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
		FOR EACH STATEMENT EXECUTE FUNCTION workflow_records_cleanup(%L)',
		(SELECT relname FROM pg_class WHERE oid = target) || '_workflow_cleanup', target, workflow);
	EXECUTE format('DELETE FROM workflow_history h WHERE h.workflow = %L
		AND NOT EXISTS (SELECT 1 FROM %s r WHERE r.id = h.record_id)', workflow, target);
	EXECUTE format('DELETE FROM workflow_messages m WHERE m.workflow = %L
		AND NOT EXISTS (SELECT 1 FROM %s r WHERE r.id = m.record_id)', workflow, target);
END $$;
--> statement-breakpoint
SELECT workflow_records_track(t.target::regclass, t.workflow) FROM (VALUES
	('returns', 'returns'), ('warranties', 'warranties'), ('tickets', 'tickets'),
	('renewal_plans', 'renewalplans'), ('shipments', 'shipments'),
	('technical_assistances', 'technicalassistances'), ('assignments', 'assignments'), ('works', 'works')
) AS t(target, workflow);
