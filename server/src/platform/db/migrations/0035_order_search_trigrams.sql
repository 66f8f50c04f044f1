CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "order_items_title_trgm_idx" ON "order_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at","id");
