CREATE TABLE "vendor_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "vendor_contracted_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"service_category_id" uuid NOT NULL,
	"rate_type" text NOT NULL,
	"amount_cents" integer,
	"multiplier_percent" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"notes" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_contracted_rates_one_amount" CHECK (("vendor_contracted_rates"."amount_cents" is null) <> ("vendor_contracted_rates"."multiplier_percent" is null))
);
--> statement-breakpoint
CREATE TABLE "vendor_dispatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"response" text DEFAULT 'Pending' NOT NULL,
	"dispatched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"dispatched_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "vendor_eighty_sixes" (
	"customer_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"eighty_sixed_by_user_id" uuid,
	"eighty_sixed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_eighty_sixes_customer_id_vendor_id_pk" PRIMARY KEY("customer_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_service_categories" (
	"vendor_id" uuid NOT NULL,
	"service_category_id" uuid NOT NULL,
	CONSTRAINT "vendor_service_categories_vendor_id_service_category_id_pk" PRIMARY KEY("vendor_id","service_category_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "service_area_states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "service_area_postal_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "service_radius_miles" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_contacts" ADD CONSTRAINT "vendor_contacts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contracted_rates" ADD CONSTRAINT "vendor_contracted_rates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contracted_rates" ADD CONSTRAINT "vendor_contracted_rates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contracted_rates" ADD CONSTRAINT "vendor_contracted_rates_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contracted_rates" ADD CONSTRAINT "vendor_contracted_rates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_dispatches" ADD CONSTRAINT "vendor_dispatches_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_dispatches" ADD CONSTRAINT "vendor_dispatches_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_dispatches" ADD CONSTRAINT "vendor_dispatches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_dispatches" ADD CONSTRAINT "vendor_dispatches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_dispatches" ADD CONSTRAINT "vendor_dispatches_dispatched_by_user_id_users_id_fk" FOREIGN KEY ("dispatched_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_eighty_sixes" ADD CONSTRAINT "vendor_eighty_sixes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_eighty_sixes" ADD CONSTRAINT "vendor_eighty_sixes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_eighty_sixes" ADD CONSTRAINT "vendor_eighty_sixes_eighty_sixed_by_user_id_users_id_fk" FOREIGN KEY ("eighty_sixed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_categories" ADD CONSTRAINT "vendor_service_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_categories" ADD CONSTRAINT "vendor_service_categories_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_contacts_vendor" ON "vendor_contacts" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE INDEX "vendor_contracted_rates_vendor_customer" ON "vendor_contracted_rates" USING btree ("vendor_id","customer_id","service_category_id");--> statement-breakpoint
CREATE INDEX "vendor_contracted_rates_customer" ON "vendor_contracted_rates" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "vendor_dispatches_customer_at" ON "vendor_dispatches" USING btree ("customer_id","product_type","dispatched_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_dispatches_vendor_at" ON "vendor_dispatches" USING btree ("vendor_id","dispatched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_dispatches_request" ON "vendor_dispatches" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "vendor_eighty_sixes_customer_at" ON "vendor_eighty_sixes" USING btree ("customer_id","eighty_sixed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_service_categories_category" ON "vendor_service_categories" USING btree ("service_category_id");