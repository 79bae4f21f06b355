-- Each word's number of rows, so that a search matching one word is totalled in O(1). Counting the
-- word's postings (migration 0041) read one index entry per matching row: orders "levante", 31,270
-- rows, 2.5 to 3.7 ms of the request's 4. The postings triggers now also add, per statement, one
-- signed delta per word and part they changed (as row_counts does per table: exact under MVCC, and
-- writers never wait for each other); a word with many deltas has them folded into one row by the
-- next writer that touches it, skipping any that another writer is folding at that moment.
CREATE TABLE "search_word_counts" (
	"word_id" integer NOT NULL,
	"part" integer NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_word_counts_word_index" ON "search_word_counts" USING btree ("word_id", "part") INCLUDE ("delta");
--> statement-breakpoint
-- Folds the deltas of each (word, part) given that has more than 16 into one row.
CREATE FUNCTION search_word_counts_fold(words integer[], parts integer[]) RETURNS void LANGUAGE sql AS $$
	WITH crowded AS (
		SELECT DISTINCT c.word_id, c.part FROM unnest(words, parts) AS c(word_id, part)
		WHERE (SELECT count(*) FROM (SELECT FROM search_word_counts s
			WHERE s.word_id = c.word_id AND s.part = c.part LIMIT 17) d) > 16),
	folded AS (
		DELETE FROM search_word_counts s WHERE s.ctid IN (
			SELECT s2.ctid FROM crowded c JOIN search_word_counts s2 ON s2.word_id = c.word_id AND s2.part = c.part
			FOR UPDATE OF s2 SKIP LOCKED)
		RETURNING s.word_id, s.part, s.delta)
	INSERT INTO search_word_counts (word_id, part, delta)
		SELECT word_id, part, sum(delta) FROM folded GROUP BY 1, 2
$$;
--> statement-breakpoint
-- As in 0041, and the second statement also adds the number of postings it added per word and part to
-- the counts, and returns the (word, part) pairs it counted as two arrays.
CREATE OR REPLACE FUNCTION search_postings_adding(rows_query text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY[
		format('INSERT INTO search_words (source, word)
			SELECT DISTINCT $1, l.word FROM (%s) l ORDER BY 2 ON CONFLICT DO NOTHING', search_postings_listed(rows_query)),
		format('WITH listed AS MATERIALIZED (%s),
			added AS (INSERT INTO search_postings (word_id, part, row_id)
				SELECT w.id, l.part, l.id FROM listed l JOIN search_words w ON w.source = $1 AND w.word = l.word
				ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING RETURNING word_id, part),
			counted AS (INSERT INTO search_word_counts (word_id, part, delta)
				SELECT word_id, part, count(*) FROM added GROUP BY 1, 2 RETURNING word_id, part)
			SELECT array_agg(word_id), array_agg(part) FROM counted', search_postings_listed(rows_query))]
$$;
--> statement-breakpoint
-- As in 0041, with the counts kept beside the postings. A statement of many rows now means many rows
-- whose words changed: an edit of 1,000 articles' prices took the words index's lock for nothing.
CREATE OR REPLACE FUNCTION search_postings_track() RETURNS trigger LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
	part_column text := (SELECT part_column FROM search_sources WHERE source = TG_RELID);
	old_part text := search_postings_part(part_column, 'o');
	new_part text := search_postings_part(part_column, 'n');
	moved text := format('o.search_text IS DISTINCT FROM n.search_text OR %s IS DISTINCT FROM %s', old_part, new_part);
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
		EXECUTE format('WITH listed AS MATERIALIZED (%s),
			removed AS (DELETE FROM search_postings p USING listed l JOIN search_words w ON w.source = $1 AND w.word = l.word
				WHERE p.word_id = w.id AND p.part = l.part AND p.row_id = l.id RETURNING p.word_id, p.part),
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
-- As in 0041, with the counts listed again beside the postings.
CREATE OR REPLACE FUNCTION search_postings_reset(target regclass) RETURNS void LANGUAGE plpgsql SET enable_bitmapscan = off AS $$
DECLARE
	adding text[];
	indexed boolean := to_regclass('search_words_trgm_index') IS NOT NULL;
BEGIN
	EXECUTE format('LOCK TABLE %s IN SHARE MODE', target);
	-- Taken before the index's lock (ALTER INDEX): an autovacuum of the words holds this one and waits for
	-- the index, so the ANALYZE below, asking for it later, deadlocked with it.
	LOCK TABLE search_words IN SHARE UPDATE EXCLUSIVE MODE;
	DELETE FROM search_word_counts c USING search_words w WHERE w.source = target AND c.word_id = w.id;
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
INSERT INTO search_word_counts (word_id, part, delta)
	SELECT word_id, part, count(*) FROM search_postings GROUP BY 1, 2;
