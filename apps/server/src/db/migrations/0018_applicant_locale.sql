ALTER TABLE "businesses" ADD COLUMN "applicant_locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "applicant_locale" text DEFAULT 'fr' NOT NULL;