CREATE TABLE "evaluation_sittings" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_user_id" integer NOT NULL,
	"test_paper_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"report_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_sittings" ADD CONSTRAINT "evaluation_sittings_evaluation_user_id_evaluation_users_id_fk" FOREIGN KEY ("evaluation_user_id") REFERENCES "public"."evaluation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sittings" ADD CONSTRAINT "evaluation_sittings_test_paper_id_test_papers_id_fk" FOREIGN KEY ("test_paper_id") REFERENCES "public"."test_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sittings" ADD CONSTRAINT "evaluation_sittings_report_id_evaluation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."evaluation_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_sittings_user_paper_idx" ON "evaluation_sittings" USING btree ("evaluation_user_id","test_paper_id");