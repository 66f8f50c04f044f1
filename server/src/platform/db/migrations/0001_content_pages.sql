CREATE TABLE "tender_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_announcements_code_unique" UNIQUE("code"),
	CONSTRAINT "tender_announcements_status_values" CHECK ("status" in ('open', 'closed', 'awarded'))
);
--> statement-breakpoint
CREATE TABLE "class_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "teacher_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "teacher_photo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_entries" ADD COLUMN "resume_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_exercises" ADD CONSTRAINT "class_exercises_class_id_chapter_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chapter_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_exercises" ADD CONSTRAINT "class_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_announcements_published_at_idx" ON "tender_announcements" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_exercises_class_exercise_uq" ON "class_exercises" USING btree ("class_id","exercise_id");--> statement-breakpoint
CREATE INDEX "class_exercises_exercise_id_idx" ON "class_exercises" USING btree ("exercise_id");