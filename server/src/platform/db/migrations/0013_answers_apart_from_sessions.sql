-- A copied session holds the user's account row (name, phone, grade) and the session row, nothing else. Changes
-- to a user's orders, enrolments, study records or messages make their copied answers wrong but not their
-- session, so those tables now say 'answers:<id>': every instance drops that user's copied answers and keeps
-- the session, which the next call would otherwise read again. Sessions and users still send the bare id
-- (everything of the user is dropped). The optional second argument is the payload's prefix.
CREATE OR REPLACE FUNCTION notify_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  after text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
  prefix text := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1] || ':' ELSE '' END;
BEGIN
  IF before IS NOT NULL THEN
    PERFORM pg_notify('user_rows', prefix || before);
  END IF;
  IF after IS NOT NULL AND after IS DISTINCT FROM before THEN
    PERFORM pg_notify('user_rows', prefix || after);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER notifications_user_rows ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_user_rows AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id', 'answers');
--> statement-breakpoint
DROP TRIGGER course_enrollments_user_rows ON course_enrollments;
--> statement-breakpoint
CREATE TRIGGER course_enrollments_user_rows AFTER INSERT OR UPDATE OR DELETE ON course_enrollments FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id', 'answers');
--> statement-breakpoint
DROP TRIGGER orders_user_rows ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_user_rows AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id', 'answers');
--> statement-breakpoint
DROP TRIGGER learning_records_user_rows ON learning_records;
--> statement-breakpoint
CREATE TRIGGER learning_records_user_rows AFTER INSERT OR UPDATE OR DELETE ON learning_records FOR EACH ROW EXECUTE FUNCTION notify_user_row_changed('user_id', 'answers');
