-- Every change to a table that lists read (or filter through) notifies the server processes, which
-- forget the list totals and orders they remember (platform/resources/list-memory.ts).
-- Statement-level: one notification per statement, and PostgreSQL folds equal ones of a transaction.
-- A table added later gets the trigger in its own migration (list-memory.test.ts checks every table).
CREATE OR REPLACE FUNCTION notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('proboard_lists', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY[
    'corporate_applications', 'permissions', 'profiles', 'role_group_roles', 'role_groups',
    'role_permissions', 'roles', 'user_roles', 'users',
    'attribute_options', 'attribute_types', 'categories', 'families', 'family_categories',
    'family_systems', 'keywords', 'languages', 'manufacturers', 'markets', 'ranges', 'systems',
    'articles', 'product_manufacturers', 'products'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change()',
      listed || '_list_change', listed);
  END LOOP;
END $$;
