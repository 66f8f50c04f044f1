CREATE TABLE "reconciliation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_no" text,
	"provider_trade_no" text,
	"our_cents" integer,
	"bill_cents" integer,
	"detail" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"handled_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_lines_kind_values" CHECK ("kind" in ('missing-in-bill', 'missing-here', 'amount', 'refund')),
	CONSTRAINT "reconciliation_lines_cents" CHECK ("reconciliation_lines"."our_cents" is not null or "reconciliation_lines"."bill_cents" is not null)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"bill_payments" integer DEFAULT 0 NOT NULL,
	"bill_payment_cents" integer DEFAULT 0 NOT NULL,
	"bill_refunds" integer DEFAULT 0 NOT NULL,
	"bill_refund_cents" integer DEFAULT 0 NOT NULL,
	"our_payments" integer DEFAULT 0 NOT NULL,
	"our_payment_cents" integer DEFAULT 0 NOT NULL,
	"our_refunds" integer DEFAULT 0 NOT NULL,
	"our_refund_cents" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL,
	"run_by" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_runs_status_values" CHECK ("status" in ('succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_logistics" ADD COLUMN "shipped_by" integer;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD COLUMN "corrections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_handled_by_staff_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_run_by_staff_members_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_lines_run_kind_ref_uq" ON "reconciliation_lines" USING btree ("run_id","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_provider_day_uq" ON "reconciliation_runs" USING btree ("provider","day");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day");--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_shipped_by_staff_members_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;