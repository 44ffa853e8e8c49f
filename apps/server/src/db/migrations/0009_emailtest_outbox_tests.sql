ALTER TABLE "email_outbox" ADD COLUMN "test_sent_by" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "test_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_test_sent_by_users_id_fk" FOREIGN KEY ("test_sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_test_sent_by_idx" ON "email_outbox" USING btree ("test_sent_by","created_at");