CREATE TABLE "notification_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'system' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"object_type" text,
	"object_id" integer,
	"audience" text DEFAULT 'all' NOT NULL,
	"audience_id" integer,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_broadcasts_kind_values" CHECK ("kind" in ('system', 'order', 'course', 'activity')),
	CONSTRAINT "notification_broadcasts_object_type_values" CHECK ("object_type" in ('order', 'course', 'news')),
	CONSTRAINT "notification_broadcasts_audience_values" CHECK ("audience" in ('all', 'grade', 'course'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_pending_idx" ON "notification_broadcasts" USING btree ("delivered_at","send_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_broadcast_user_uq" ON "notifications" USING btree ("broadcast_id","user_id");