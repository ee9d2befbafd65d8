ALTER TABLE "invitations" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "added_by_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "added_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_added_by_customer_id_customers_id_fk" FOREIGN KEY ("added_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_user_vendor" ON "invitations" USING btree ("user_id","vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendors_added_by_customer" ON "vendors" USING btree ("added_by_customer_id","name");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_one_place" CHECK (("invitations"."customer_id" is null) <> ("invitations"."vendor_id" is null));