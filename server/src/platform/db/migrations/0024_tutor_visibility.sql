ALTER TABLE "tutors" ADD COLUMN "visibility" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "tutors_visibility_sort_idx" ON "tutors" USING btree ("visibility","sort");--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_visibility_known" CHECK ("visibility" in ('visible', 'hidden'));