CREATE TABLE "gift_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"user_id" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_claims_phone_uq" ON "gift_claims" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "gift_claims_user_idx" ON "gift_claims" USING btree ("user_id");