CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"brand_owner_id" uuid,
	"name" text NOT NULL,
	"model_number" text,
	"serial_number" text,
	"status" text DEFAULT 'Live' NOT NULL,
	"is_infrastructure" boolean DEFAULT false NOT NULL,
	"is_equipment_certification_eligible" boolean DEFAULT false NOT NULL,
	"warranty_expires_on" date,
	"installed_on" date,
	"percent_of_spend" numeric(5, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"asset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_labels_asset_id_unique" UNIQUE("asset_id")
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"service_category_id" uuid NOT NULL,
	CONSTRAINT "asset_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "service_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"asset_id" uuid,
	"service_category_id" uuid,
	"request_type" text DEFAULT 'Incident' NOT NULL,
	"request_status" text DEFAULT 'Request Open' NOT NULL,
	"sub_status" text,
	"request_priority" text DEFAULT 'Medium' NOT NULL,
	"is_self_service" boolean DEFAULT false NOT NULL,
	"ticket_name" text,
	"incident_description" text DEFAULT '' NOT NULL,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned_to_vendor_id" uuid,
	"troubleshooting_status" text,
	"troubleshooting_notes" text,
	"troubleshooting_guide_available" boolean DEFAULT false NOT NULL,
	"troubleshooting_guide_viewed_at" timestamp with time zone,
	"is_ot_approved" boolean DEFAULT false NOT NULL,
	"ot_approved_by" text,
	"emergency_callback_phone_number" text,
	"start_dispatch_automations_immediately" boolean DEFAULT false NOT NULL,
	"escalate_through_eep" boolean DEFAULT false NOT NULL,
	"escalation_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"eta" timestamp with time zone,
	"service_window_start" timestamp with time zone,
	"service_window_end" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"resolution_statement" text,
	"pm_thread_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"request_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"assigned_to_user_id" uuid,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_owner_memberships" (
	"user_id" uuid NOT NULL,
	"brand_owner_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "brand_owner_memberships_user_id_brand_owner_id_pk" PRIMARY KEY("user_id","brand_owner_id")
);
--> statement-breakpoint
CREATE TABLE "brand_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_owners_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customer_memberships" (
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"all_locations" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_memberships_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Prospect' NOT NULL,
	"is_self_service" boolean DEFAULT false NOT NULL,
	"self_service_includes_full_pm" boolean DEFAULT false NOT NULL,
	"enterprise" boolean DEFAULT false NOT NULL,
	"partnership_product" text,
	"can_access_invoice_reporting" boolean DEFAULT false NOT NULL,
	"can_access_insights_reporting" boolean DEFAULT false NOT NULL,
	"account_manager_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_group_id" uuid,
	"name" text NOT NULL,
	"store_number" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"phone" text,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"pm_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"name" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"user_types" text[] NOT NULL,
	"is_assignable_by_customer" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "user_locations_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_memberships" (
	"user_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "vendor_memberships_user_id_vendor_id_pk" PRIMARY KEY("user_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_internal_technician_vendor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_internal_staff" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_boh_user" boolean DEFAULT false NOT NULL,
	"ooo_start_date" text,
	"ooo_end_date" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_brand_owner_id_brand_owners_id_fk" FOREIGN KEY ("brand_owner_id") REFERENCES "public"."brand_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_labels" ADD CONSTRAINT "qr_labels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_labels" ADD CONSTRAINT "qr_labels_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_service_category_id_service_categories_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_to_vendor_id_vendors_id_fk" FOREIGN KEY ("assigned_to_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_memberships" ADD CONSTRAINT "brand_owner_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_memberships" ADD CONSTRAINT "brand_owner_memberships_brand_owner_id_brand_owners_id_fk" FOREIGN KEY ("brand_owner_id") REFERENCES "public"."brand_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_owner_memberships" ADD CONSTRAINT "brand_owner_memberships_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_manager_user_id_users_id_fk" FOREIGN KEY ("account_manager_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_groups" ADD CONSTRAINT "location_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_location_group_id_location_groups_id_fk" FOREIGN KEY ("location_group_id") REFERENCES "public"."location_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_memberships" ADD CONSTRAINT "vendor_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_memberships" ADD CONSTRAINT "vendor_memberships_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_memberships" ADD CONSTRAINT "vendor_memberships_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_customer_location" ON "assets" USING btree ("customer_id","location_id");--> statement-breakpoint
CREATE INDEX "assets_location" ON "assets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "assets_brand_owner" ON "assets" USING btree ("brand_owner_id");--> statement-breakpoint
CREATE INDEX "qr_labels_customer" ON "qr_labels" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "asset_types_category" ON "asset_types" USING btree ("service_category_id");--> statement-breakpoint
CREATE INDEX "requests_customer_status_created" ON "requests" USING btree ("customer_id","request_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_location_created" ON "requests" USING btree ("location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_vendor_created" ON "requests" USING btree ("assigned_to_vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_asset" ON "requests" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "requests_pm_thread" ON "requests" USING btree ("pm_thread_id");--> statement-breakpoint
CREATE INDEX "tasks_customer_open_score" ON "tasks" USING btree ("customer_id","completed_at","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_memberships_customer" ON "customer_memberships" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_groups_customer_name" ON "location_groups" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "locations_customer" ON "locations" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "user_locations_location" ON "user_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "vendors_name" ON "vendors" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("phone") WHERE "users"."phone" is not null;