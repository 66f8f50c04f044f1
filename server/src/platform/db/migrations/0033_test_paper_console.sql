ALTER TABLE "test_papers" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_papers" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_papers" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_papers" ADD COLUMN "report_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_papers" ADD COLUMN "report_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_papers" ADD COLUMN "report_answers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "test_papers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_state_values" CHECK ("state" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_schedule_order" CHECK ("test_papers"."opens_at" is null or "test_papers"."closes_at" is null or "test_papers"."opens_at" < "test_papers"."closes_at");