ALTER TABLE "locations" ADD COLUMN "site_contact_name" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "site_contact_phone" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "access_notes" text;