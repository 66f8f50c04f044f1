import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/src/platform/db/migrate';
import { gradeGroups, grades, users } from '../../../../server/src/platform/db/schema';
import { type FreshDatabase, freshDatabase } from './freshDatabase';

async function tableNames(fresh: FreshDatabase): Promise<string[]> {
  const result = await fresh.handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await freshDatabase({ migrate: false });
  });

  afterAll(async () => {
    await fresh?.cleanup();
  });

  it('create every table on an empty database', async () => {
    expect(await tableNames(fresh)).toEqual([]);
    await runMigrations(fresh.handle);
    const tables = await tableNames(fresh);
    for (const name of [
      'users',
      'sessions',
      'grade_groups',
      'grades',
      'courses',
      'chapters',
      'chapter_classes',
      'orders',
      'order_items',
      'payments',
      'news_articles',
      'tutors',
      'advisers',
      'evaluation_users',
      'exercises',
      'basic_data',
      'site_pages',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('can run again without changing anything', async () => {
    const before = await tableNames(fresh);
    await runMigrations(fresh.handle);
    expect(await tableNames(fresh)).toEqual(before);
  });

  it('give a site without demo content the twelve school grades in 小学, 初中 and 高中, which the grade picker lists', async () => {
    const groups = await fresh.handle.db.query.gradeGroups.findMany({
      orderBy: asc(gradeGroups.sort),
      with: { grades: { orderBy: asc(grades.level) } },
    });
    expect(groups.map((group) => [group.name, group.stage])).toEqual([
      ['小学', 'primary'],
      ['初中', 'junior'],
      ['高中', 'senior'],
    ]);
    expect(groups.map((group) => group.grades.map((grade) => `${grade.level}${grade.name}`))).toEqual([
      ['1一年级', '2二年级', '3三年级', '4四年级', '5五年级', '6六年级'],
      ['7初一', '8初二', '9初三'],
      ['10高一', '11高二', '12高三'],
    ]);
  });

  it('enforce foreign keys between tables', async () => {
    await expect(fresh.handle.db.insert(grades).values({ groupId: 999_999, name: '一年级', level: 1 })).rejects.toThrow();
  });

  it('enforce the allowed values of coded columns', async () => {
    const group = await fresh.handle.db.query.gradeGroups.findFirst({ where: eq(gradeGroups.stage, 'senior') });
    await expect(fresh.handle.db.insert(grades).values({ groupId: group!.id, name: '十三年级', level: 13 })).rejects.toThrow();
    await expect(
      fresh.handle.db.insert(users).values({ rsNo: 'rs-check', phone: '13000000000', passwordHash: 'x', isSetClass: 3 }),
    ).rejects.toThrow();
  });

  it('fill createdAt and updatedAt, and move updatedAt forward on update', async () => {
    const [user] = await fresh.handle.db
      .insert(users)
      .values({ rsNo: 'rs-time', phone: '13000000001', passwordHash: 'x' })
      .returning();
    expect(user!.createdAt).toBeInstanceOf(Date);
    expect(user!.updatedAt).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [updated] = await fresh.handle.db
      .update(users)
      .set({ name: '小明' })
      .where(sql`${users.id} = ${user!.id}`)
      .returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(user!.updatedAt.getTime());
    expect(updated!.createdAt.getTime()).toBe(user!.createdAt.getTime());
  });

  it('reject a second account with the same phone number', async () => {
    await fresh.handle.db.insert(users).values({ rsNo: 'rs-a', phone: '13000000002', passwordHash: 'x' });
    await expect(
      fresh.handle.db.insert(users).values({ rsNo: 'rs-b', phone: '13000000002', passwordHash: 'x' }),
    ).rejects.toThrow();
  });
});
