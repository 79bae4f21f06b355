-- Users' postings kept newest first too (migration 0044): every user list is newest first, and the
-- customers' search "fernández" (7,692 matches) found its page by walking the date index with a hash
-- of its matches (3.6 ms). The postings are split by profile, so a page reads each profile's range
-- and merges them. One function now writes every "newest first" key. Articles' key (0044) is written
-- with it too; the values are the same, so their postings are not listed again.
CREATE FUNCTION search_sort_newest(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(lpad((10000000000000000 - (extract(epoch FROM at) * 1000000)::bigint)::text, 17, '0'),
		'99999999999999999')
$$;
--> statement-breakpoint
UPDATE search_sources SET sort_key = 'search_sort_newest(%1$s.created_at)' WHERE source = 'articles'::regclass;
--> statement-breakpoint
SELECT search_postings_sort_table('users', 'search_sort_newest(%1$s.created_at)');
