CREATE TABLE "live_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"teacher_name" text NOT NULL,
	"teacher_title" text DEFAULT '' NOT NULL,
	"teacher_photo_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_classes_seats_left_range" CHECK ("live_classes"."seats_left" >= 0 and "live_classes"."seats_left" <= "live_classes"."seats_total")
);
--> statement-breakpoint
CREATE TABLE "live_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_signups_channel_values" CHECK ("channel" in ('tiktok', 'tencent', 'headlines'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_channel" text;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_signups" ADD CONSTRAINT "live_signups_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_signups" ADD CONSTRAINT "live_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_signups" ADD CONSTRAINT "live_signups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_classes_starts_at_idx" ON "live_classes" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_signups_class_phone_uq" ON "live_signups" USING btree ("live_class_id","phone");--> statement-breakpoint
CREATE INDEX "live_signups_user_id_idx" ON "live_signups" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_channel_values" CHECK ("campaign_channel" in ('tiktok', 'tencent', 'headlines'));