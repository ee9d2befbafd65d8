ALTER TABLE "public_links" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "revoked_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_links_location_purpose" ON "public_links" USING btree ("location_id","purpose","created_at" DESC NULLS LAST);