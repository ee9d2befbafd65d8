CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"request_id" uuid,
	"asset_id" uuid,
	"service_category_id" uuid,
	"invoice_number" text NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"invoiced_at" timestamp with time zone NOT NULL,
	"total_cents" bigint NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "first_check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "check_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_invoiced" ON "invoices" USING btree ("customer_id","invoiced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_request" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_unmatched" ON "invoices" USING btree ("customer_id","invoiced_at" DESC NULLS LAST) WHERE "invoices"."request_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_vendor_number" ON "invoices" USING btree ("vendor_id","invoice_number");--> statement-breakpoint
CREATE INDEX "requests_customer_created" ON "requests" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The milestones of requests filed before the write paths kept them, from their timelines.
UPDATE "requests" SET
  "dispatched_at" = m."dispatched_at",
  "first_check_in_at" = m."first_check_in_at",
  "check_in_count" = m."check_ins"
FROM (
  SELECT "request_id",
    min("created_at") FILTER (WHERE "activity_type" = 'Dispatch Confirmation') AS "dispatched_at",
    min("created_at") FILTER (WHERE "activity_type" = 'Check In') AS "first_check_in_at",
    (count(*) FILTER (WHERE "activity_type" = 'Check In'))::int AS "check_ins"
  FROM "activities"
  WHERE "activity_type" IN ('Dispatch Confirmation', 'Check In')
  GROUP BY "request_id"
) AS m
WHERE m."request_id" = "requests"."id";
