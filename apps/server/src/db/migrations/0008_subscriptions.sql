CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "partner_subscriptions_business_id_idx";--> statement-breakpoint
ALTER TABLE "partner_subscriptions" ADD COLUMN "status_reason" text;--> statement-breakpoint
CREATE INDEX "partner_subscriptions_business_latest_idx" ON "partner_subscriptions" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);