CREATE TABLE "adviser_authenticity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"adviser_id" integer,
	"is_authentic" boolean NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"wechat_account" text NOT NULL,
	"wechat_qr_url" text DEFAULT '' NOT NULL,
	"qr_content" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisers_code_unique" UNIQUE("code"),
	CONSTRAINT "advisers_wechat_account_unique" UNIQUE("wechat_account")
);
--> statement-breakpoint
CREATE TABLE "official_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"qr_url" text DEFAULT '' NOT NULL,
	"qr_content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_accounts_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "chapter_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"video_id" integer,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"color_start" text DEFAULT '' NOT NULL,
	"color_end" text DEFAULT '' NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "course_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"grade_id" integer,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"original_price_cents" integer DEFAULT 0 NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"student_count" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_headline" boolean DEFAULT false NOT NULL,
	"has_materials" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_code_unique" UNIQUE("code"),
	CONSTRAINT "courses_price_non_negative" CHECK ("courses"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "free_trial_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "grade_groups_stage_unique" UNIQUE("stage")
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_name_unique" UNIQUE("name"),
	CONSTRAINT "grades_level_unique" UNIQUE("level"),
	CONSTRAINT "grades_level_range" CHECK ("grades"."level" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"poster_url" text DEFAULT '' NOT NULL,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"link_path" text DEFAULT '' NOT NULL,
	"course_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basic_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basic_data_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_topic_values" CHECK ("topic" in ('trainer'))
);
--> statement-breakpoint
CREATE TABLE "faq_fee_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"standard" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "news_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"version_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "student_praise" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_name" text NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"grade_name" text DEFAULT '' NOT NULL,
	"grade_id" integer,
	"course_id" integer,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"photo_url" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"grade_name" text DEFAULT '' NOT NULL,
	"grade_id" integer,
	"category_id" integer,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutors_code_unique" UNIQUE("code"),
	CONSTRAINT "tutors_gender_values" CHECK ("gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"chosen" text,
	"is_correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_answers_chosen_values" CHECK ("chosen" in ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_user_id" integer NOT NULL,
	"test_paper_id" integer,
	"title" text NOT NULL,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"knowledge_stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_reports_accuracy_range" CHECK ("evaluation_reports"."accuracy" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "evaluation_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"evaluation_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "evaluation_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"gender" text,
	"school" text DEFAULT '' NOT NULL,
	"grade_id" integer,
	"wechat_open_id" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "evaluation_users_wechat_open_id_unique" UNIQUE("wechat_open_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"grade_id" integer,
	"knowledge_point" text DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" text NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_code_unique" UNIQUE("code"),
	CONSTRAINT "exercises_difficulty_range" CHECK ("exercises"."difficulty" between 1 and 3),
	CONSTRAINT "exercises_answer_values" CHECK ("answer" in ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
CREATE TABLE "recommended_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_user_id" integer NOT NULL,
	"report_id" integer,
	"exercise_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"weak_point" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_paper_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_paper_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"grade_id" integer,
	"duration_min" integer NOT NULL,
	"total_score" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_papers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "chapter_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_evaluations_score_range" CHECK ("chapter_evaluations"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "course_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"order_id" integer,
	"source" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrollments_source_values" CHECK ("source" in ('order', 'free', 'trial', 'gift'))
);
--> statement-breakpoint
CREATE TABLE "exercise_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"test_paper_id" integer,
	"course_id" integer,
	"chosen" text,
	"is_correct" boolean NOT NULL,
	"spent_sec" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_records_chosen_values" CHECK ("chosen" in ('A', 'B', 'C', 'D'))
);
--> statement-breakpoint
CREATE TABLE "learning_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"watched_sec" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"last_studied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_records_progress_range" CHECK ("learning_records"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "study_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"category_id" integer,
	"course_id" integer,
	"task" text NOT NULL,
	"duration_min" integer DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"week_start" date NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"study_minutes" integer DEFAULT 0 NOT NULL,
	"finished_classes" integer DEFAULT 0 NOT NULL,
	"exercise_count" integer DEFAULT 0 NOT NULL,
	"accuracy" integer DEFAULT 0 NOT NULL,
	"subject_stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"strengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weaknesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teacher_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_reports_period_order" CHECK ("study_reports"."period_start" <= "study_reports"."period_end")
);
--> statement-breakpoint
CREATE TABLE "campaign_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"grade_name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_object_type_values" CHECK ("object_type" in ('course', 'news', 'tutor'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'system' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"object_type" text,
	"object_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_values" CHECK ("kind" in ('system', 'order', 'course', 'activity')),
	CONSTRAINT "notifications_object_type_values" CHECK ("object_type" in ('order', 'course', 'news'))
);
--> statement-breakpoint
CREATE TABLE "online_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"grade_name" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_course_id" integer NOT NULL,
	"to_course_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_change_requests_status_values" CHECK ("status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company" text NOT NULL,
	"tracking_no" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_logistics_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"pay_channel" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"share_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"receiver_name" text,
	"receiver_phone" text,
	"receiver_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_values" CHECK ("status" in ('unpaid', 'paid', 'cancelled', 'refunded')),
	CONSTRAINT "orders_pay_channel_values" CHECK ("pay_channel" in ('alipay', 'alipay-qrcode', 'weixin', 'share-weixin', 'share-alipay', 'share-move', 'share-icbc', 'sandbox')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total_amount_cents" >= 0 and "orders"."discount_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"channel" text NOT NULL,
	"raw" jsonb NOT NULL,
	"verified" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_no" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payments_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "payments_status_values" CHECK ("status" in ('pending', 'succeeded', 'failed', 'closed', 'refunded')),
	CONSTRAINT "payments_channel_values" CHECK ("channel" in ('alipay', 'alipay-qrcode', 'weixin', 'share-weixin', 'share-alipay', 'share-move', 'share-icbc', 'sandbox')),
	CONSTRAINT "payments_amount_non_negative" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'province' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provinces_code_unique" UNIQUE("code"),
	CONSTRAINT "provinces_kind_values" CHECK ("kind" in ('municipality', 'province', 'autonomous-region', 'special-administrative-region'))
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"parent_id" integer,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_code_unique" UNIQUE("code"),
	CONSTRAINT "zones_level_values" CHECK ("level" in ('city', 'district'))
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_user_id" integer NOT NULL,
	"parent_phone" text NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text,
	"user_agent" text,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"rs_no" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"gender" text,
	"birthday" date,
	"school" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"zone_id" integer,
	"grade_id" integer,
	"grade_name" text,
	"grade_set_at" timestamp with time zone,
	"is_set_class" integer DEFAULT 1 NOT NULL,
	"is_class_upgrade" integer DEFAULT 2 NOT NULL,
	"graduated" boolean DEFAULT false NOT NULL,
	"qiniu_url" text DEFAULT '' NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"check_sms" boolean DEFAULT false NOT NULL,
	"wechat_open_id" text,
	"adviser_id" integer,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_rs_no_unique" UNIQUE("rs_no"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_wechat_open_id_unique" UNIQUE("wechat_open_id"),
	CONSTRAINT "users_is_set_class_values" CHECK ("users"."is_set_class" in (1, 2)),
	CONSTRAINT "users_is_class_upgrade_values" CHECK ("users"."is_class_upgrade" in (1, 2)),
	CONSTRAINT "users_gender_values" CHECK ("gender" in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "adviser_authenticity_checks" ADD CONSTRAINT "adviser_authenticity_checks_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_classes" ADD CONSTRAINT "chapter_classes_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_classes" ADD CONSTRAINT "chapter_classes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_trial_courses" ADD CONSTRAINT "free_trial_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_group_id_grade_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."grade_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_praise" ADD CONSTRAINT "student_praise_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_praise" ADD CONSTRAINT "student_praise_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_report_id_evaluation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."evaluation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_answers" ADD CONSTRAINT "evaluation_answers_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reports" ADD CONSTRAINT "evaluation_reports_evaluation_user_id_evaluation_users_id_fk" FOREIGN KEY ("evaluation_user_id") REFERENCES "public"."evaluation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_reports" ADD CONSTRAINT "evaluation_reports_test_paper_id_test_papers_id_fk" FOREIGN KEY ("test_paper_id") REFERENCES "public"."test_papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sessions" ADD CONSTRAINT "evaluation_sessions_evaluation_user_id_evaluation_users_id_fk" FOREIGN KEY ("evaluation_user_id") REFERENCES "public"."evaluation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_users" ADD CONSTRAINT "evaluation_users_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_exercises" ADD CONSTRAINT "recommended_exercises_evaluation_user_id_evaluation_users_id_fk" FOREIGN KEY ("evaluation_user_id") REFERENCES "public"."evaluation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_exercises" ADD CONSTRAINT "recommended_exercises_report_id_evaluation_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."evaluation_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_exercises" ADD CONSTRAINT "recommended_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_paper_exercises" ADD CONSTRAINT "test_paper_exercises_test_paper_id_test_papers_id_fk" FOREIGN KEY ("test_paper_id") REFERENCES "public"."test_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_paper_exercises" ADD CONSTRAINT "test_paper_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_evaluations" ADD CONSTRAINT "chapter_evaluations_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_evaluations" ADD CONSTRAINT "chapter_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_test_paper_id_test_papers_id_fk" FOREIGN KEY ("test_paper_id") REFERENCES "public"."test_papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_records" ADD CONSTRAINT "exercise_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_class_id_chapter_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."chapter_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_items" ADD CONSTRAINT "study_plan_items_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_items" ADD CONSTRAINT "study_plan_items_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_items" ADD CONSTRAINT "study_plan_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_reports" ADD CONSTRAINT "study_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_signups" ADD CONSTRAINT "campaign_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_from_course_id_courses_id_fk" FOREIGN KEY ("from_course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_change_requests" ADD CONSTRAINT "order_change_requests_to_course_id_courses_id_fk" FOREIGN KEY ("to_course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_parent_id_zones_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_bindings" ADD CONSTRAINT "parent_bindings_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adviser_authenticity_checks_query_idx" ON "adviser_authenticity_checks" USING btree ("query");--> statement-breakpoint
CREATE INDEX "chapter_classes_chapter_id_idx" ON "chapter_classes" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "chapter_classes_video_id_idx" ON "chapter_classes" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "chapters_course_id_idx" ON "chapters" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_category_id_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_grade_id_idx" ON "courses" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "courses_is_headline_idx" ON "courses" USING btree ("is_headline");--> statement-breakpoint
CREATE INDEX "courses_sort_idx" ON "courses" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "free_trial_courses_course_id_uq" ON "free_trial_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "grades_group_id_idx" ON "grades" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "faq_entries_topic_idx" ON "faq_entries" USING btree ("topic","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_topic_question_uq" ON "faq_entries" USING btree ("topic","question");--> statement-breakpoint
CREATE INDEX "news_articles_category_published_idx" ON "news_articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_articles_published_at_idx" ON "news_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "student_praise_created_at_idx" ON "student_praise" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tutors_category_id_idx" ON "tutors" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tutors_grade_id_idx" ON "tutors" USING btree ("grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_answers_report_exercise_uq" ON "evaluation_answers" USING btree ("report_id","exercise_id");--> statement-breakpoint
CREATE INDEX "evaluation_reports_user_id_idx" ON "evaluation_reports" USING btree ("evaluation_user_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_sessions_user_id_idx" ON "evaluation_sessions" USING btree ("evaluation_user_id");--> statement-breakpoint
CREATE INDEX "exercises_category_grade_idx" ON "exercises" USING btree ("category_id","grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommended_exercises_user_exercise_uq" ON "recommended_exercises" USING btree ("evaluation_user_id","exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_paper_exercises_paper_exercise_uq" ON "test_paper_exercises" USING btree ("test_paper_id","exercise_id");--> statement-breakpoint
CREATE INDEX "test_paper_exercises_exercise_id_idx" ON "test_paper_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "test_papers_category_grade_idx" ON "test_papers" USING btree ("category_id","grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chapter_evaluations_chapter_user_uq" ON "chapter_evaluations" USING btree ("chapter_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrollments_user_course_uq" ON "course_enrollments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_enrollments_course_id_idx" ON "course_enrollments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exercise_records_user_answered_idx" ON "exercise_records" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "exercise_records_exercise_id_idx" ON "exercise_records" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_records_user_class_uq" ON "learning_records" USING btree ("user_id","class_id");--> statement-breakpoint
CREATE INDEX "learning_records_user_last_studied_idx" ON "learning_records" USING btree ("user_id","last_studied_at");--> statement-breakpoint
CREATE INDEX "study_plan_items_plan_date_idx" ON "study_plan_items" USING btree ("plan_id","date");--> statement-breakpoint
CREATE INDEX "study_plans_user_week_idx" ON "study_plans" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "study_reports_user_period_idx" ON "study_reports" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_signups_campaign_phone_uq" ON "campaign_signups" USING btree ("campaign","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_user_object_uq" ON "collections" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "collections_object_idx" ON "collections" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_object_idx" ON "notifications" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "online_messages_created_at_idx" ON "online_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "teacher_entries_phone_idx" ON "teacher_entries" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "order_change_requests_order_id_idx" ON "order_change_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_course_uq" ON "order_items" USING btree ("order_id","course_id");--> statement-breakpoint
CREATE INDEX "order_items_course_id_idx" ON "order_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_id_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_share_id_idx" ON "orders" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_id_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "zones_province_id_idx" ON "zones" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "zones_parent_id_idx" ON "zones" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_device_uq" ON "known_devices" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_bindings_student_parent_uq" ON "parent_bindings" USING btree ("student_user_id","parent_phone");--> statement-breakpoint
CREATE INDEX "parent_bindings_parent_phone_idx" ON "parent_bindings" USING btree ("parent_phone");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_grade_id_idx" ON "users" USING btree ("grade_id");