ALTER TABLE "user_profiles" ALTER COLUMN "total_spent" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "delivery_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "delivery_fee" SET DEFAULT 5000;--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "total_revenue" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "grand_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "drivers" ALTER COLUMN "total_earnings" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "partner_subscriptions" ALTER COLUMN "monthly_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "partner_subscriptions" ALTER COLUMN "total_paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_request_hash" text;