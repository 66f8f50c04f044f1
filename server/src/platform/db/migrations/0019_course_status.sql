ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "status" = 'withdrawn' WHERE NOT "is_published";--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("status");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_known" CHECK ("courses"."status" in ('draft', 'published', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_published_is_status" CHECK ("courses"."is_published" = ("courses"."status" = 'published'));