ALTER TABLE "impersonation_audit" ADD COLUMN "action" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD COLUMN "identifier_kind" text;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD COLUMN "old_value" text;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD COLUMN "new_value" text;