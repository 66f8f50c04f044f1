CREATE TABLE "service_ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"type" text NOT NULL,
	"state" text,
	"assignee_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_ticket_events_type_values" CHECK ("type" in ('state', 'assign', 'note', 'reply', 'tutorDraft')),
	CONSTRAINT "service_ticket_events_state_values" CHECK ("state" in ('new', 'open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "service_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"tutor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_tickets_kind_values" CHECK ("kind" in ('feedback', 'teacher', 'message')),
	CONSTRAINT "service_tickets_state_values" CHECK ("state" in ('new', 'open', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" DROP CONSTRAINT "notification_broadcasts_object_type_values";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_object_type_values";--> statement-breakpoint
ALTER TABLE "service_ticket_events" ADD CONSTRAINT "service_ticket_events_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_events" ADD CONSTRAINT "service_ticket_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_events" ADD CONSTRAINT "service_ticket_events_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_ticket_events_ticket_idx" ON "service_ticket_events" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_item_uq" ON "service_tickets" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "service_tickets_state_idx" ON "service_tickets" USING btree ("state");--> statement-breakpoint
CREATE INDEX "service_tickets_assignee_idx" ON "service_tickets" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_object_type_values" CHECK ("object_type" in ('order', 'course', 'news', 'feedback'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_object_type_values" CHECK ("object_type" in ('order', 'course', 'news', 'feedback'));