-- Exact totals of a search without visiting its matches. A search's total had to test every matching
-- row of the table (orders "levante": 31,270 rows on 27,820 pages, 65 ms of the statement's 77). A
-- text contains a typed term without a space exactly when one of its words (its search text split at
-- spaces and at the chr(1) between its columns) contains that term; so the words of each searched
-- table are kept once (`search_words`, with a trigram index) and each row is listed under each of its
-- words (`search_postings`). A search's total is then the number of postings of the words that contain
-- the term: an index-only range of the postings' primary key, 2.7 ms for "levante". The postings of a
-- table split by a partition column (users: the profile, which scopes the three user lists) count one
-- scope. Statement triggers keep the postings in the same transaction as the rows (exact under MVCC),
-- and only for rows whose search text or partition changed. A word no row holds any more is kept: it
-- costs a row and counts nothing.
CREATE TABLE "search_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"source" oid NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_source_word_index" ON "search_words" USING btree ("source", "word");
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"word_id" integer NOT NULL,
	"part" integer NOT NULL,
	"row_id" integer NOT NULL,
	PRIMARY KEY ("word_id", "part", "row_id")
);
--> statement-breakpoint
-- The searched tables and the column their postings are split by (null: none, part 0).
CREATE TABLE "search_sources" (
	"source" oid PRIMARY KEY,
	"part_column" text
);
--> statement-breakpoint
-- The distinct words of a search text, sorted (so two writers add shared words in the same order).
CREATE FUNCTION search_words_of(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
	FROM regexp_split_to_table(search_text, '[ \t\n\r\x01]+') AS w WHERE w <> ''
$$;
--> statement-breakpoint
-- The partition of a row aliased `alias` in the source's postings: its part column, 0 without one.
CREATE FUNCTION search_postings_part(part_column text, alias text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN part_column IS NULL THEN '0' ELSE format('coalesce(%s.%I, 0)', alias, part_column) END
$$;
--> statement-breakpoint
-- Each row a query returns (id, part, search_text) once per word of its search text, as a query. Read
-- as a materialized CTE: inlined, PostgreSQL joined each row's words to the source's words inside the
-- loop over the rows, building a hash of all the source's words once per row (100,000 companies
-- inserted in one statement: over ten minutes).
CREATE FUNCTION search_postings_listed(rows_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT format('SELECT r.id, r.part, t.word FROM (%s) r
		CROSS JOIN LATERAL unnest(search_words_of(r.search_text)) AS t(word)', rows_query)
$$;
--> statement-breakpoint
-- The two statements adding the words and postings of the rows a query returns (id, part,
-- search_text) for the source $1. Run by the caller: a trigger's transition tables are visible to its
-- own statements only.
CREATE FUNCTION search_postings_adding(rows_query text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY[
		format('INSERT INTO search_words (source, word)
			SELECT DISTINCT $1, l.word FROM (%s) l ORDER BY 2 ON CONFLICT DO NOTHING', search_postings_listed(rows_query)),
		format('WITH listed AS MATERIALIZED (%s)
			INSERT INTO search_postings (word_id, part, row_id)
			SELECT w.id, l.part, l.id FROM listed l JOIN search_words w ON w.source = $1 AND w.word = l.word
			ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING', search_postings_listed(rows_query))]
$$;
--> statement-breakpoint
-- Bitmap scans off: pg_trgm's GIN index also answers `word = ...`, and a plan probing it for a word
-- would read the index's whole pending list during a bulk statement; the words are looked up through
-- their btree.
CREATE FUNCTION search_postings_track() RETURNS trigger LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
	part_column text := (SELECT part_column FROM search_sources WHERE source = TG_RELID);
	old_part text := search_postings_part(part_column, 'o');
	new_part text := search_postings_part(part_column, 'n');
	moved text := format('o.search_text IS DISTINCT FROM n.search_text OR %s IS DISTINCT FROM %s', old_part, new_part);
	gone text;
	came text;
	statement text;
	bulk boolean := false;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM search_postings p USING search_words w WHERE w.source = TG_RELID AND p.word_id = w.id;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		came := format('SELECT n.id, %s AS part, n.search_text FROM new_rows n', new_part);
	ELSIF TG_OP = 'DELETE' THEN
		gone := format('SELECT o.id, %s AS part, o.search_text FROM old_rows o', old_part);
	ELSE
		gone := format('SELECT o.id, %s AS part, o.search_text FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %s',
			old_part, moved);
		came := format('SELECT n.id, %s AS part, n.search_text FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %s',
			new_part, moved);
	END IF;
	IF gone IS NOT NULL THEN
		EXECUTE format('WITH listed AS MATERIALIZED (%s)
			DELETE FROM search_postings p USING listed l JOIN search_words w ON w.source = $1 AND w.word = l.word
			WHERE p.word_id = w.id AND p.part = l.part AND p.row_id = l.id', search_postings_listed(gone)) USING TG_RELID;
	END IF;
	IF came IS NOT NULL THEN
		-- A statement of many rows (an import) adds its words through the trigram index's pending list,
		-- merged once at its end (as search_postings_reset does): one by one, 200,000 returns' words
		-- took over ten minutes.
		bulk := (SELECT count(*) FROM new_rows) > 1000;
		IF bulk THEN
			ALTER INDEX search_words_trgm_index SET (fastupdate = on);
		END IF;
		FOREACH statement IN ARRAY search_postings_adding(came) LOOP
			EXECUTE statement USING TG_RELID;
		END LOOP;
		IF bulk THEN
			PERFORM gin_clean_pending_list('search_words_trgm_index');
			ALTER INDEX search_words_trgm_index SET (fastupdate = off);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Lists a table's rows under their words again (after a load that bypassed triggers).
-- Its new words reach the trigram index through the index's pending list, merged once at the end:
-- one by one, a million orders' words took minutes.
CREATE FUNCTION search_postings_reset(target regclass) RETURNS void LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
	adding text[];
	indexed boolean := to_regclass('search_words_trgm_index') IS NOT NULL;
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	-- Taken before the index's lock (ALTER INDEX): an autovacuum of the words holds this one and waits for
	-- the index, so the ANALYZE below, asking for it later, deadlocked with it.
	LOCK TABLE search_words IN SHARE UPDATE EXCLUSIVE MODE;
	DELETE FROM search_postings p USING search_words w WHERE w.source = target AND p.word_id = w.id;
	IF indexed THEN
		ALTER INDEX search_words_trgm_index SET (fastupdate = on);
	END IF;
	adding := search_postings_adding(format('SELECT r.id, %s AS part, r.search_text FROM %s r',
		search_postings_part((SELECT part_column FROM search_sources WHERE source = target), 'r'), target));
	EXECUTE adding[1] USING target::oid;
	-- The statistics of the words just added, so that listing the rows under them plans for their number.
	ANALYZE search_words;
	EXECUTE adding[2] USING target::oid;
	IF indexed THEN
		PERFORM gin_clean_pending_list('search_words_trgm_index');
		ALTER INDEX search_words_trgm_index SET (fastupdate = off);
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_postings_track_table(target regclass, part_column text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
	INSERT INTO search_sources (source, part_column) VALUES (target, part_column);
	EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION search_postings_track()', name || '_search_inserts', target);
	EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
		FOR EACH STATEMENT EXECUTE FUNCTION search_postings_track()', name || '_search_updates', target);
	EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
		FOR EACH STATEMENT EXECUTE FUNCTION search_postings_track()', name || '_search_deletes', target);
	EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s
		FOR EACH STATEMENT EXECUTE FUNCTION search_postings_track()', name || '_search_truncates', target);
	PERFORM search_postings_reset(target);
END $$;
--> statement-breakpoint
SELECT search_postings_track_table(t) FROM unnest(ARRAY[
	'companies', 'orders', 'articles', 'renewal_plans', 'technical_assistances', 'tickets', 'returns', 'warranties'
]::regclass[]) AS t;
--> statement-breakpoint
SELECT search_postings_track_table('users', 'profile_id');
--> statement-breakpoint
-- Built once the words are in (see search_postings_reset); it takes each later write at once.
CREATE INDEX "search_words_trgm_index" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
