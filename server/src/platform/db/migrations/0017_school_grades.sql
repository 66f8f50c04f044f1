-- The school grades are the same on every site (小学 一年级 … 高中 高三): the grade picker, a family's grade
-- and the catalogue's filters need them before any content exists. Rows a database already has (the demo
-- content wrote the same ones) are left as they are.
INSERT INTO "grade_groups" ("name", "stage", "sort")
VALUES ('小学', 'primary', 1), ('初中', 'junior', 2), ('高中', 'senior', 3)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "grades" ("group_id", "name", "level", "sort")
SELECT "grade_groups"."id", "school"."name", "school"."level", "school"."level"
FROM (
  VALUES
    ('primary', '一年级', 1), ('primary', '二年级', 2), ('primary', '三年级', 3),
    ('primary', '四年级', 4), ('primary', '五年级', 5), ('primary', '六年级', 6),
    ('junior', '初一', 7), ('junior', '初二', 8), ('junior', '初三', 9),
    ('senior', '高一', 10), ('senior', '高二', 11), ('senior', '高三', 12)
) AS "school" ("stage", "name", "level")
JOIN "grade_groups" ON "grade_groups"."stage" = "school"."stage"
ORDER BY "school"."level"
ON CONFLICT DO NOTHING;
