-- A report's figures (time, lessons, answers, accuracy, subjects) are derived from the lesson and answer records
-- (services/studyDetails.ts); the copies stored with the report drifted from them and are no longer read.
ALTER TABLE "study_reports" DROP COLUMN "study_minutes";--> statement-breakpoint
ALTER TABLE "study_reports" DROP COLUMN "finished_classes";--> statement-breakpoint
ALTER TABLE "study_reports" DROP COLUMN "exercise_count";--> statement-breakpoint
ALTER TABLE "study_reports" DROP COLUMN "accuracy";--> statement-breakpoint
ALTER TABLE "study_reports" DROP COLUMN "subject_stats";