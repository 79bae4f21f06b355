-- Every change that can end or alter a session notifies the server processes, which forget the
-- sessions they remember (platform/session-cache.ts). Statement-level: one notification per change.
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('proboard_auth', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER access_tokens_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_group_roles_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_group_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER roles_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER permissions_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER profiles_auth_change AFTER UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
