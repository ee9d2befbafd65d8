ALTER TABLE "users" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What a user may reach is read from these tables on every request; servers keep it keyed by
-- users.access_version, so any change here moves the version of every user it touches.
CREATE FUNCTION "bump_access_version_of_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" = OLD."user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "users" SET "access_version" = "access_version" + 1 WHERE "id" = NEW."user_id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customer_memberships_access" AFTER INSERT OR UPDATE OR DELETE ON "customer_memberships" FOR EACH ROW EXECUTE FUNCTION "bump_access_version_of_member"();
--> statement-breakpoint
CREATE TRIGGER "user_locations_access" AFTER INSERT OR UPDATE OR DELETE ON "user_locations" FOR EACH ROW EXECUTE FUNCTION "bump_access_version_of_member"();
--> statement-breakpoint
CREATE TRIGGER "brand_owner_memberships_access" AFTER INSERT OR UPDATE OR DELETE ON "brand_owner_memberships" FOR EACH ROW EXECUTE FUNCTION "bump_access_version_of_member"();
--> statement-breakpoint
CREATE TRIGGER "vendor_memberships_access" AFTER INSERT OR UPDATE OR DELETE ON "vendor_memberships" FOR EACH ROW EXECUTE FUNCTION "bump_access_version_of_member"();
--> statement-breakpoint
-- A customer's status (churned customers give no access), self-service flag and name (the order of
-- the memberships) are part of every member's access.
CREATE FUNCTION "bump_access_version_of_customer_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "access_version" = "access_version" + 1
	WHERE "id" IN (SELECT "user_id" FROM "customer_memberships" WHERE "customer_id" = NEW."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_access" AFTER UPDATE OF "status", "is_self_service", "name" ON "customers" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."is_self_service" IS DISTINCT FROM NEW."is_self_service" OR OLD."name" IS DISTINCT FROM NEW."name")
	EXECUTE FUNCTION "bump_access_version_of_customer_members"();
--> statement-breakpoint
-- A location moved to another customer changes which customer its users' location grants count for.
CREATE FUNCTION "bump_access_version_of_location_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "access_version" = "access_version" + 1
	WHERE "id" IN (SELECT "user_id" FROM "user_locations" WHERE "location_id" = NEW."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "locations_access" AFTER UPDATE OF "customer_id" ON "locations" FOR EACH ROW
	WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id")
	EXECUTE FUNCTION "bump_access_version_of_location_users"();
--> statement-breakpoint
-- The brand owners' names order a user's brand-owner memberships.
CREATE FUNCTION "bump_access_version_of_brand_owner_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "access_version" = "access_version" + 1
	WHERE "id" IN (SELECT "user_id" FROM "brand_owner_memberships" WHERE "brand_owner_id" = NEW."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brand_owners_access" AFTER UPDATE OF "name" ON "brand_owners" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name")
	EXECUTE FUNCTION "bump_access_version_of_brand_owner_members"();
