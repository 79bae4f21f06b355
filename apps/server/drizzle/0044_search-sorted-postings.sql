-- A one-word search paged straight from its word's postings, in the list's order. The postings
-- (migration 0041) are kept by row id, so a page of a search had to find its matches in the list
-- order: companies "levante", 3,127 matches, walked 3,150 entries of the name index with a hash of
-- the matches (3.2 ms). A source with a sort key (`search_postings_sort_table`) also lists each row
-- under each of its words with that key (`search_sorted_postings`), so a page of one word in that
-- order is a range of one index (0.2 ms). The key is an expression of the row (`%1$s` its alias) that
-- sorts, as text, as the list's default order does and is never null: a text column as it is
-- (ascending, the database's collation), a time descending as its distance to a far date, in
-- digits of one width. The triggers keep these postings with the others, in the same statements.
CREATE TABLE "search_sorted_postings" (
	"word_id" integer NOT NULL,
	"part" integer NOT NULL,
	"sort_key" text NOT NULL,
	"row_id" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_sorted_postings_index" ON "search_sorted_postings" USING btree ("word_id", "part", "sort_key", "row_id");
--> statement-breakpoint
ALTER TABLE "search_sources" ADD COLUMN "sort_key" text;
--> statement-breakpoint
-- The rows of a source a query lists, with the sort key of the row aliased `alias` and whether the
-- source keeps sorted postings, as the columns the listing statements read after id, part and
-- search_text.
CREATE FUNCTION search_postings_sorting(sort_key text, alias text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN sort_key IS NULL THEN 'NULL::text AS sort_key, false AS sorted'
		ELSE format(sort_key, alias) || ' AS sort_key, true AS sorted' END
$$;
--> statement-breakpoint
-- As in 0041, with each row's sort key and whether its source is sorted.
CREATE OR REPLACE FUNCTION search_postings_listed(rows_query text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT format('SELECT r.id, r.part, t.word, r.sort_key, r.sorted FROM (%s) r
		CROSS JOIN LATERAL unnest(search_words_of(r.search_text)) AS t(word)', rows_query)
$$;
--> statement-breakpoint
-- As in 0042, and the second statement also adds the sorted postings of a sorted source.
CREATE OR REPLACE FUNCTION search_postings_adding(rows_query text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY[
		format('INSERT INTO search_words (source, word)
			SELECT DISTINCT $1, l.word FROM (%s) l ORDER BY 2 ON CONFLICT DO NOTHING', search_postings_listed(rows_query)),
		format('WITH listed AS MATERIALIZED (%s),
			found AS MATERIALIZED (SELECT w.id AS word_id, l.part, l.id, l.sort_key, l.sorted
				FROM listed l JOIN search_words w ON w.source = $1 AND w.word = l.word),
			added AS (INSERT INTO search_postings (word_id, part, row_id)
				SELECT word_id, part, id FROM found ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING RETURNING word_id, part),
			sorted AS (INSERT INTO search_sorted_postings (word_id, part, sort_key, row_id)
				SELECT word_id, part, sort_key, id FROM found WHERE sorted ORDER BY 1, 2, 3, 4 ON CONFLICT DO NOTHING),
			counted AS (INSERT INTO search_word_counts (word_id, part, delta)
				SELECT word_id, part, count(*) FROM added GROUP BY 1, 2 RETURNING word_id, part)
			SELECT array_agg(word_id), array_agg(part) FROM counted', search_postings_listed(rows_query))]
$$;
--> statement-breakpoint
-- As in 0042, with the sorted postings kept beside the others: a row whose sort key changes is listed
-- again, as one whose search text changes.
CREATE OR REPLACE FUNCTION search_postings_track() RETURNS trigger LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
	part_column text := (SELECT part_column FROM search_sources WHERE source = TG_RELID);
	key_sql text := (SELECT s.sort_key FROM search_sources s WHERE s.source = TG_RELID);
	old_part text := search_postings_part(part_column, 'o');
	new_part text := search_postings_part(part_column, 'n');
	moved text := format('o.search_text IS DISTINCT FROM n.search_text OR %s IS DISTINCT FROM %s%s', old_part, new_part,
		CASE WHEN key_sql IS NULL THEN '' ELSE format(' OR %s IS DISTINCT FROM %s', format(key_sql, 'o'), format(key_sql, 'n')) END);
	gone text;
	came text;
	adding text[];
	bulk boolean := false;
	words integer[];
	parts integer[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM search_word_counts c USING search_words w WHERE w.source = TG_RELID AND c.word_id = w.id;
		DELETE FROM search_postings p USING search_words w WHERE w.source = TG_RELID AND p.word_id = w.id;
		DELETE FROM search_sorted_postings p USING search_words w WHERE w.source = TG_RELID AND p.word_id = w.id;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		came := format('SELECT n.id, %s AS part, n.search_text, %s FROM new_rows n', new_part,
			search_postings_sorting(key_sql, 'n'));
	ELSIF TG_OP = 'DELETE' THEN
		gone := format('SELECT o.id, %s AS part, o.search_text, %s FROM old_rows o', old_part,
			search_postings_sorting(key_sql, 'o'));
	ELSE
		gone := format('SELECT o.id, %s AS part, o.search_text, %s FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %s',
			old_part, search_postings_sorting(key_sql, 'o'), moved);
		came := format('SELECT n.id, %s AS part, n.search_text, %s FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %s',
			new_part, search_postings_sorting(key_sql, 'n'), moved);
	END IF;
	IF gone IS NOT NULL THEN
		EXECUTE format('WITH listed AS MATERIALIZED (%s),
			found AS MATERIALIZED (SELECT w.id AS word_id, l.part, l.id, l.sort_key, l.sorted
				FROM listed l JOIN search_words w ON w.source = $1 AND w.word = l.word),
			unsorted AS (DELETE FROM search_sorted_postings p USING found f
				WHERE f.sorted AND p.word_id = f.word_id AND p.part = f.part AND p.sort_key = f.sort_key AND p.row_id = f.id),
			removed AS (DELETE FROM search_postings p USING found f
				WHERE p.word_id = f.word_id AND p.part = f.part AND p.row_id = f.id RETURNING p.word_id, p.part),
			counted AS (INSERT INTO search_word_counts (word_id, part, delta)
				SELECT word_id, part, -count(*) FROM removed GROUP BY 1, 2 RETURNING word_id, part)
			SELECT array_agg(word_id), array_agg(part) FROM counted', search_postings_listed(gone))
			INTO words, parts USING TG_RELID;
		PERFORM search_word_counts_fold(words, parts);
	END IF;
	IF came IS NOT NULL THEN
		-- A statement of many rows (an import) adds its words through the trigram index's pending list,
		-- merged once at its end (as search_postings_reset does): 20,000 companies of new names took
		-- 24 s one by one, 14 s so.
		IF TG_OP = 'INSERT' THEN
			bulk := (SELECT count(*) FROM new_rows) > 1000;
		ELSE
			EXECUTE format('SELECT count(*) > 1000 FROM (%s) c', came) INTO bulk;
		END IF;
		IF bulk THEN
			ALTER INDEX search_words_trgm_index SET (fastupdate = on);
		END IF;
		adding := search_postings_adding(came);
		EXECUTE adding[1] USING TG_RELID;
		EXECUTE adding[2] INTO words, parts USING TG_RELID;
		PERFORM search_word_counts_fold(words, parts);
		IF bulk THEN
			PERFORM gin_clean_pending_list('search_words_trgm_index');
			ALTER INDEX search_words_trgm_index SET (fastupdate = off);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- As in 0042, with the sorted postings listed again beside the others.
CREATE OR REPLACE FUNCTION search_postings_reset(target regclass) RETURNS void LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
	adding text[];
	indexed boolean := to_regclass('search_words_trgm_index') IS NOT NULL;
	part_column text := (SELECT s.part_column FROM search_sources s WHERE s.source = target);
	key_sql text := (SELECT s.sort_key FROM search_sources s WHERE s.source = target);
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	-- Taken before the index's lock (ALTER INDEX): an autovacuum of the words holds this one and waits for
	-- the index, so the ANALYZE below, asking for it later, deadlocked with it.
	LOCK TABLE search_words IN SHARE UPDATE EXCLUSIVE MODE;
	DELETE FROM search_word_counts c USING search_words w WHERE w.source = target AND c.word_id = w.id;
	DELETE FROM search_postings p USING search_words w WHERE w.source = target AND p.word_id = w.id;
	DELETE FROM search_sorted_postings p USING search_words w WHERE w.source = target AND p.word_id = w.id;
	IF indexed THEN
		ALTER INDEX search_words_trgm_index SET (fastupdate = on);
	END IF;
	adding := search_postings_adding(format('SELECT r.id, %s AS part, r.search_text, %s FROM %s r',
		search_postings_part(part_column, 'r'), search_postings_sorting(key_sql, 'r'), target));
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
-- Keeps the postings of `target` sorted by `sort_key` too (see the top), listing its rows again.
CREATE FUNCTION search_postings_sort_table(target regclass, key_sql text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE search_sources s SET sort_key = key_sql WHERE s.source = target;
	IF NOT FOUND THEN
		RAISE EXCEPTION '% has no postings (search_postings_track_table)', target;
	END IF;
	PERFORM search_postings_reset(target);
END $$;
--> statement-breakpoint
-- Companies by name (ResourceStore.sortedWords), articles by creation, newest first.
SELECT search_postings_sort_table('companies', 'coalesce(%1$s.name, '''')');
--> statement-breakpoint
SELECT search_postings_sort_table('articles',
	'coalesce(lpad((10000000000000000 - (extract(epoch FROM %1$s.created_at) * 1000000)::bigint)::text, 17, ''0''), ''99999999999999999'')');
