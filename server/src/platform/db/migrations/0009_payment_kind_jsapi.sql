ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_values";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_values" CHECK ("kind" in ('redirect', 'qr', 'jsapi'));