-- A search text's digit grams: each stretch of four characters holding a digit (none across the chr(1)
-- between its columns). A typed code ("-0012") is in a search text only if all its own digit grams are:
-- one GIN lookup of its rarest gram finds its few rows, where the trigrams of digits ("001", "012") are
-- each in a tenth of a table's rows and together still in twice the rows holding the code. Repeated
-- grams are kept: a GIN index takes each key of a row once.
CREATE FUNCTION search_digit_grams(search_text text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
	gram text;
	grams text[] := '{}';
BEGIN
	FOR i IN 1 .. length(search_text) - 3 LOOP
		gram := substr(search_text, i, 4);
		IF gram ~ '[0-9]' AND strpos(gram, chr(1)) = 0 THEN
			grams := grams || gram;
		END IF;
	END LOOP;
	RETURN grams;
END $$;
--> statement-breakpoint
CREATE INDEX "users_search_grams_index" ON "users" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "returns_search_grams_index" ON "returns" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "technical_assistances_search_grams_index" ON "technical_assistances" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_grams_index" ON "articles" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_grams_index" ON "products" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_search_grams_index" ON "companies" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_grams_index" ON "orders" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "renewal_plans_search_grams_index" ON "renewal_plans" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tickets_search_grams_index" ON "tickets" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "warranties_search_grams_index" ON "warranties" USING gin (search_digit_grams("search_text")) WITH (fastupdate=false);