-- An order item keeps the course's list price (原价) as sold, beside its selling price: order pages showed the
-- selling price as 原价 next to a discount taken off the list price, so 原价 − 优惠 did not make 实付.
-- Items sold before keep the list price their course has now (prices have not changed since they were sold),
-- and every order's 优惠 becomes list − charged, the one rule the purchase page and the order pages share.
ALTER TABLE "order_items" ADD COLUMN "list_price_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "order_items" AS i SET "list_price_cents" = greatest(c."original_price_cents", i."price_cents")
  FROM "courses" AS c WHERE c."id" = i."course_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price_cents" DROP DEFAULT;--> statement-breakpoint
UPDATE "orders" AS o SET "discount_amount_cents" = greatest(listed.total - o."total_amount_cents", 0)
  FROM (SELECT "order_id", sum("list_price_cents") AS total FROM "order_items" GROUP BY "order_id") AS listed
  WHERE listed."order_id" = o."id";
