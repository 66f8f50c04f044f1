-- Migration 0014 made "list_price_cents" NOT NULL without a default, while instances of the release before it,
-- still serving during a rolling update, insert order items without the column: their checkouts failed. Until no
-- such instance runs, an item inserted without a list price gets the one 0014's backfill gave the items before it:
-- the course's list price, or the selling price when that is higher. A later release drops this trigger (expand,
-- then contract; see the README's "Backups and migrations").
CREATE FUNCTION order_items_fill_list_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.list_price_cents IS NULL THEN
    SELECT greatest(c.original_price_cents, NEW.price_cents) INTO NEW.list_price_cents
      FROM courses AS c WHERE c.id = NEW.course_id;
    NEW.list_price_cents := coalesce(NEW.list_price_cents, NEW.price_cents);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_fill_list_price BEFORE INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_fill_list_price();
