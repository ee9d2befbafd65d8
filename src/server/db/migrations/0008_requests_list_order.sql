DROP INDEX "requests_customer_status_created";--> statement-breakpoint
DROP INDEX "requests_location_created";--> statement-breakpoint
DROP INDEX "requests_vendor_created";--> statement-breakpoint
CREATE INDEX "requests_customer_status_created" ON "requests" USING btree ("customer_id","request_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_location_created" ON "requests" USING btree ("location_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_vendor_created" ON "requests" USING btree ("assigned_to_vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);