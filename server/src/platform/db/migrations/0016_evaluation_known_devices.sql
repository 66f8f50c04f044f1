CREATE TABLE "evaluation_known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_known_devices" ADD CONSTRAINT "evaluation_known_devices_evaluation_user_id_evaluation_users_id_fk" FOREIGN KEY ("evaluation_user_id") REFERENCES "public"."evaluation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_known_devices_user_device_uq" ON "evaluation_known_devices" USING btree ("evaluation_user_id","device_id");