CREATE TABLE "knowledge_mastery" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"knowledge_point" text NOT NULL,
	"score" double precision NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"last_answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_mastery_score_range" CHECK ("knowledge_mastery"."score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "wrong_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"class_id" integer,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"right_streak" integer DEFAULT 0 NOT NULL,
	"last_wrong_answer" jsonb,
	"last_wrong_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wrong_answers_counts_non_negative" CHECK ("wrong_answers"."wrong_count" >= 1 and "wrong_answers"."right_streak" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exercise_records" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD COLUMN "source" text DEFAULT 'lesson' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_mastery" ADD CONSTRAINT "knowledge_mastery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_mastery" ADD CONSTRAINT "knowledge_mastery_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_answers" ADD CONSTRAINT "wrong_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_answers" ADD CONSTRAINT "wrong_answers_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_answers" ADD CONSTRAINT "wrong_answers_class_id_chapter_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chapter_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_mastery_user_point_uq" ON "knowledge_mastery" USING btree ("user_id","category_id","knowledge_point");--> statement-breakpoint
CREATE UNIQUE INDEX "wrong_answers_user_exercise_uq" ON "wrong_answers" USING btree ("user_id","exercise_id");--> statement-breakpoint
CREATE INDEX "wrong_answers_user_cleared_idx" ON "wrong_answers" USING btree ("user_id","cleared_at");--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_class_id_chapter_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chapter_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_records_user_class_idx" ON "exercise_records" USING btree ("user_id","class_id");--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_source_values" CHECK ("source" in ('lesson', 'wrongBook'));--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_attempt_positive" CHECK ("exercise_records"."attempt" >= 1);