-- Every instance keeps short-lived copies of what a signed-in user reads (their session, profile, courses and
-- messages). These triggers tell every instance, through LISTEN user_rows, whose rows changed, once the change
-- commits, whoever made it: a request on another instance, a payment notification, a job or an operator's SQL.
-- The payload is the user's id, or '*' when shared catalogue rows that everyone's lists show changed.
-- The argument names the column that holds the user's id; a row that moves between users tells both.
CREATE OR REPLACE FUNCTION notify_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  after text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF before IS NOT NULL THEN
    PERFORM pg_notify('user_rows', before);
  END IF;
  IF after IS NOT NULL AND after IS DISTINCT FROM before THEN
    PERFORM pg_notify('user_rows', after);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_shared_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_rows', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_user_rows AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_user_rows AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('id');
--> statement-breakpoint
CREATE TRIGGER notifications_user_rows AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER course_enrollments_user_rows AFTER INSERT OR UPDATE OR DELETE ON course_enrollments FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER orders_user_rows AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER learning_records_user_rows AFTER INSERT OR UPDATE OR DELETE ON learning_records FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER courses_shared_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER course_categories_shared_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER chapter_classes_shared_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chapter_classes FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER class_exercises_shared_rows AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON class_exercises FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER course_enrollments_truncated AFTER TRUNCATE ON course_enrollments FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER learning_records_truncated AFTER TRUNCATE ON learning_records FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
--> statement-breakpoint
CREATE TRIGGER orders_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_rows_changed();
