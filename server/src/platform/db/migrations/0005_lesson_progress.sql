ALTER TABLE "learning_records" ADD COLUMN "position_sec" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_records" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_position_non_negative" CHECK ("learning_records"."position_sec" >= 0);