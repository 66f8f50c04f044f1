CREATE TABLE "site_visits" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_visits_day_channel_pk" PRIMARY KEY("day","channel"),
	CONSTRAINT "site_visits_channel_values" CHECK ("channel" in ('pc', 'h5', 'wechat'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_channel" text;--> statement-breakpoint
CREATE INDEX "course_enrollments_valid_course_idx" ON "course_enrollments" USING btree ("course_id","created_at","user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "learning_records_class_idx" ON "learning_records" USING btree ("class_id","user_id","finished_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","status","user_id","total_amount_cents","channel") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "orders_user_paid_at_idx" ON "orders" USING btree ("user_id","paid_at","id","status","channel") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "refunds_succeeded_at_idx" ON "refunds" USING btree ("succeeded_at") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_values" CHECK ("channel" in ('pc', 'h5', 'wechat'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_signup_channel_values" CHECK ("signup_channel" in ('pc', 'h5', 'wechat'));