ALTER TABLE "orders" ADD COLUMN "receiver_region_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_region" text;