DROP INDEX "study_plans_user_week_idx";--> statement-breakpoint
DROP INDEX "study_reports_user_period_idx";--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "report_id" integer;--> statement-breakpoint
ALTER TABLE "study_reports" ADD COLUMN "mastery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "study_reports" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_reports" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_report_id_study_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."study_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_user_week_uq" ON "study_plans" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "study_plans_report_id_idx" ON "study_plans" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_reports_user_period_uq" ON "study_reports" USING btree ("user_id","period_start");