-- Custom SQL migration file, put your code below! ---- Lists read these tables (the article and product tables of issue 13, created in 0021): their
-- changes make every process forget remembered lists (0009).
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['article_rates', 'article_images', 'article_relations', 'article_attribute_options',
    'product_relations', 'product_categories', 'product_attribute_options'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
