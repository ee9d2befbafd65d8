-- Servers keep each session's user in memory (modules/auth/session-cache.ts); any change to a user
-- (their access version included) or to a session tells every server to forget it, on commit.
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('access_changed', 'user:' || OLD."id");
	ELSE
		PERFORM pg_notify('access_changed', 'session:' || OLD."id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_access_changed" AFTER UPDATE OR DELETE ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
