CREATE TABLE "payment_sandbox_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"app_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"subject" text NOT NULL,
	"channel" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_trades_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payment_sandbox_trades_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "payment_sandbox_trades_status_values" CHECK ("status" in ('waiting', 'paid', 'failed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_channel_values";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_channel_values";--> statement-breakpoint
DROP INDEX "orders_share_id_idx";--> statement-breakpoint
ALTER TABLE "payment_notifications" ALTER COLUMN "channel" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payer_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "source" text DEFAULT 'notify' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "out_trade_no" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "outcome" text DEFAULT 'ignored' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'redirect' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_share_id_uq" ON "orders" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unpaid_purchase_key_uq" ON "orders" USING btree ("purchase_key") WHERE status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_closes_at_idx" ON "orders" USING btree ("closes_at") WHERE status = 'unpaid';--> statement-breakpoint
CREATE INDEX "payment_notifications_out_trade_no_idx" ON "payment_notifications" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pending_order_channel_uq" ON "payments" USING btree ("order_id","channel") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payments_pending_created_idx" ON "payments" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_channel_values" CHECK ("pay_channel" in ('alipay', 'alipay-qrcode', 'weixin', 'icbc', 'share-weixin', 'share-alipay', 'share-move', 'share-icbc', 'sandbox'));--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_outcome_values" CHECK ("outcome" in ('paid', 'duplicate', 'failed', 'bad-signature', 'app-mismatch', 'amount-mismatch', 'unknown-trade', 'order-closed', 'double-payment', 'ignored'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_values" CHECK ("provider" in ('sandbox', 'alipay', 'wechat', 'icbc'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_values" CHECK ("kind" in ('redirect', 'qr'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_values" CHECK ("channel" in ('alipay', 'alipay-qrcode', 'weixin', 'icbc', 'share-weixin', 'share-alipay', 'share-move', 'share-icbc', 'sandbox'));