ALTER TABLE "request_quotes" ADD COLUMN "status" text DEFAULT 'Submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD CONSTRAINT "request_quotes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;