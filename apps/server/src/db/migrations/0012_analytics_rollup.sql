CREATE TABLE "analytics_month_figures" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"orders" integer NOT NULL,
	"paid" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "analytics_month_figures_month_kind_key_pk" PRIMARY KEY("month","kind","key"),
	CONSTRAINT "analytics_month_figures_kind_check" CHECK ("analytics_month_figures"."kind" in ('status', 'business', 'driver'))
);
--> statement-breakpoint
CREATE TABLE "analytics_months" (
	"month" date PRIMARY KEY NOT NULL,
	"dirty" boolean DEFAULT true NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"active_drivers" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_month_figures" ADD CONSTRAINT "analytics_month_figures_month_analytics_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."analytics_months"("month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A write to an order marks its month's stored figures dirty (if that month is stored: the
-- current month never is, so placing an order only looks up one missing key).
CREATE FUNCTION "analytics_mark_month_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "analytics_months" SET "dirty" = true
    WHERE "month" = date_trunc('month', OLD."created_at" AT TIME ZONE 'Africa/Conakry')::date AND NOT "dirty";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "analytics_months" SET "dirty" = true
    WHERE "month" = date_trunc('month', NEW."created_at" AT TIME ZONE 'Africa/Conakry')::date AND NOT "dirty";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_analytics_insert_delete" AFTER INSERT OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "analytics_mark_month_dirty"();
--> statement-breakpoint
-- Only the columns the figures read: a driver's position, written every few seconds, is not one.
CREATE TRIGGER "orders_analytics_update" AFTER UPDATE OF "status", "payment_status", "grand_total", "delivery_fee",
  "business_id", "driver_id", "user_id", "created_at" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "analytics_mark_month_dirty"();
