-- Contains-any-case search (ILIKE %text%) through trigram indexes; pg_trgm ships with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "assets_name_trgm" ON "assets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_ticket_name_trgm" ON "requests" USING gin ("ticket_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_incident_description_trgm" ON "requests" USING gin ("incident_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "locations" USING gin ("name" gin_trgm_ops);