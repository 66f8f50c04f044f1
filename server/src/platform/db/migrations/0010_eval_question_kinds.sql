ALTER TABLE "exercises" ALTER COLUMN "answer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "answer_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "blanks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_kind_values" CHECK ("kind" in ('single', 'multiple', 'fill'));--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_kind_answer" CHECK (("exercises"."kind" = 'single' and "exercises"."answer" is not null) or ("exercises"."kind" <> 'single' and "exercises"."answer" is null));