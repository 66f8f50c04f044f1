CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_phone_last_four_idx" ON "users" USING btree (right("phone", 4));