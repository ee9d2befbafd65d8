CREATE TABLE "request_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"task_id" uuid,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"attachment_type" text NOT NULL,
	"type_metadata" jsonb,
	"content_sha256" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "chore_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pm_request_detail_asset_id" uuid NOT NULL,
	"chore_type_id" uuid NOT NULL,
	"completed" boolean NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chore_completions_asset_chore" UNIQUE("pm_request_detail_asset_id","chore_type_id")
);
--> statement-breakpoint
CREATE TABLE "chore_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pm_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"pm_request_detail_asset_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"note" text,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pm_request_detail_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	CONSTRAINT "pm_request_detail_assets_request_asset" UNIQUE("request_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "pm_request_details" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"pm_schedule_id" uuid NOT NULL,
	"due_date" date,
	"generated_from_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_request_details_generated_from_request_id_unique" UNIQUE("generated_from_request_id")
);
--> statement-breakpoint
CREATE TABLE "pm_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"asset_id" uuid,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"next_occurrence_date" date NOT NULL,
	"pm_thread_id" uuid NOT NULL,
	"assigned_to_vendor_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_schedules_pm_thread_id_unique" UNIQUE("pm_thread_id")
);
--> statement-breakpoint
CREATE TABLE "request_automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_automations_request_kind" UNIQUE("request_id","kind")
);
--> statement-breakpoint
CREATE TABLE "request_follow_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "troubleshooting_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"guide_id" uuid NOT NULL,
	"request_id" uuid,
	"outcome" text NOT NULL,
	"steps_tried" uuid[] NOT NULL,
	"notes" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "troubleshooting_guide_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"image_key" text
);
--> statement-breakpoint
CREATE TABLE "troubleshooting_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid,
	"asset_id" uuid,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_completions" ADD CONSTRAINT "chore_completions_pm_request_detail_asset_id_pm_request_detail_assets_id_fk" FOREIGN KEY ("pm_request_detail_asset_id") REFERENCES "public"."pm_request_detail_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_completions" ADD CONSTRAINT "chore_completions_chore_type_id_chore_types_id_fk" FOREIGN KEY ("chore_type_id") REFERENCES "public"."chore_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_completions" ADD CONSTRAINT "chore_completions_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chore_types" ADD CONSTRAINT "chore_types_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_checklist_items" ADD CONSTRAINT "pm_checklist_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_checklist_items" ADD CONSTRAINT "pm_checklist_items_pm_request_detail_asset_id_pm_request_detail_assets_id_fk" FOREIGN KEY ("pm_request_detail_asset_id") REFERENCES "public"."pm_request_detail_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_checklist_items" ADD CONSTRAINT "pm_checklist_items_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_request_detail_assets" ADD CONSTRAINT "pm_request_detail_assets_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_request_detail_assets" ADD CONSTRAINT "pm_request_detail_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_request_details" ADD CONSTRAINT "pm_request_details_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_request_details" ADD CONSTRAINT "pm_request_details_pm_schedule_id_pm_schedules_id_fk" FOREIGN KEY ("pm_schedule_id") REFERENCES "public"."pm_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_request_details" ADD CONSTRAINT "pm_request_details_generated_from_request_id_requests_id_fk" FOREIGN KEY ("generated_from_request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_assigned_to_vendor_id_vendors_id_fk" FOREIGN KEY ("assigned_to_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_automations" ADD CONSTRAINT "request_automations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_follow_ups" ADD CONSTRAINT "request_follow_ups_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_follow_ups" ADD CONSTRAINT "request_follow_ups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_attempts" ADD CONSTRAINT "troubleshooting_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_attempts" ADD CONSTRAINT "troubleshooting_attempts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_attempts" ADD CONSTRAINT "troubleshooting_attempts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_attempts" ADD CONSTRAINT "troubleshooting_attempts_guide_id_troubleshooting_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."troubleshooting_guides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_attempts" ADD CONSTRAINT "troubleshooting_attempts_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_attempts" ADD CONSTRAINT "troubleshooting_attempts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_guide_steps" ADD CONSTRAINT "troubleshooting_guide_steps_guide_id_troubleshooting_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."troubleshooting_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ADD CONSTRAINT "troubleshooting_guides_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ADD CONSTRAINT "troubleshooting_guides_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_attachments_request_content" ON "request_attachments" USING btree ("request_id","content_sha256");--> statement-breakpoint
CREATE INDEX "request_attachments_request" ON "request_attachments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner" ON "stored_files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "chore_types_asset_type" ON "chore_types" USING btree ("asset_type_id","position");--> statement-breakpoint
CREATE INDEX "pm_checklist_items_request" ON "pm_checklist_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "pm_schedules_customer_location" ON "pm_schedules" USING btree ("customer_id","location_id");--> statement-breakpoint
CREATE INDEX "request_follow_ups_request" ON "request_follow_ups" USING btree ("request_id","due_at");--> statement-breakpoint
CREATE INDEX "troubleshooting_attempts_customer_created" ON "troubleshooting_attempts" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "troubleshooting_attempts_asset" ON "troubleshooting_attempts" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "troubleshooting_guide_steps_guide" ON "troubleshooting_guide_steps" USING btree ("guide_id","position");--> statement-breakpoint
CREATE INDEX "troubleshooting_guides_asset_type" ON "troubleshooting_guides" USING btree ("asset_type_id");--> statement-breakpoint
CREATE INDEX "troubleshooting_guides_asset" ON "troubleshooting_guides" USING btree ("asset_id");