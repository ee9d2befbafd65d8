CREATE TABLE "pm_template_chores" (
	"pm_template_id" uuid NOT NULL,
	"chore_type_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "pm_template_chores_pm_template_id_chore_type_id_pk" PRIMARY KEY("pm_template_id","chore_type_id")
);
--> statement-breakpoint
CREATE TABLE "pm_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"asset_type_id" uuid,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pm_schedules" ALTER COLUMN "frequency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pm_schedules" ALTER COLUMN "next_occurrence_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chore_types" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "pm_request_details" ADD COLUMN "pm_template_id" uuid;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD COLUMN "recurrence" jsonb;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD COLUMN "pm_template_id" uuid;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "pm_template_chores" ADD CONSTRAINT "pm_template_chores_pm_template_id_pm_templates_id_fk" FOREIGN KEY ("pm_template_id") REFERENCES "public"."pm_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_template_chores" ADD CONSTRAINT "pm_template_chores_chore_type_id_chore_types_id_fk" FOREIGN KEY ("chore_type_id") REFERENCES "public"."chore_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD CONSTRAINT "pm_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD CONSTRAINT "pm_templates_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pm_templates_customer_name" ON "pm_templates" USING btree ("customer_id",lower("name"));--> statement-breakpoint
ALTER TABLE "chore_types" ADD CONSTRAINT "chore_types_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_request_details" ADD CONSTRAINT "pm_request_details_pm_template_id_pm_templates_id_fk" FOREIGN KEY ("pm_template_id") REFERENCES "public"."pm_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_pm_template_id_pm_templates_id_fk" FOREIGN KEY ("pm_template_id") REFERENCES "public"."pm_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_schedules" ADD CONSTRAINT "pm_schedules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chore_types_customer_name" ON "chore_types" USING btree ("customer_id",lower("name")) WHERE "chore_types"."customer_id" is not null;