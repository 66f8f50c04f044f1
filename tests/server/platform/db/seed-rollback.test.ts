import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, demoContent, seed, type SeedContent } from '../../../../server/src/platform/db/seed';
import { type FreshDatabase, freshDatabase } from './freshDatabase';

/** What the migrations write themselves: the school grades. */
const SCHEMA_ROWS: Record<string, number> = { grade_groups: 3, grades: 12 };

function expectOnlyWhatTheMigrationsWrote(counts: Record<string, number>): void {
  const filled = Object.entries(counts).filter(([table, count]) => count !== (SCHEMA_ROWS[table] ?? 0));
  expect(filled).toEqual([]);
}

describe('a seed that fails part-way', () => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await freshDatabase();
  });

  afterAll(async () => {
    await fresh?.cleanup();
  });

  it('leaves nothing behind when the content refers to a record that does not exist', async () => {
    const [first, ...rest] = demoContent.courses;
    const broken: SeedContent = {
      ...demoContent,
      // Grades and subjects are written before this course is reached.
      courses: [...rest, { ...first!, subject: 'astronomy' as never }],
    };
    await expect(seed(fresh.handle.db, broken)).rejects.toThrow(/学科/);
    expectOnlyWhatTheMigrationsWrote(await countRows(fresh.handle.db));
  });

  it('leaves nothing behind when the database rejects a row near the end', async () => {
    const [first, ...rest] = demoContent.exercises;
    const broken: SeedContent = {
      ...demoContent,
      // Catalogue, site content and exercises are written before the duplicate code is rejected.
      exercises: [first!, ...rest, { ...first! }],
    };
    await expect(seed(fresh.handle.db, broken)).rejects.toThrow();
    expectOnlyWhatTheMigrationsWrote(await countRows(fresh.handle.db));
  });

  it('can then seed the same database completely', async () => {
    await seed(fresh.handle.db);
    const counts = await countRows(fresh.handle.db);
    expect(counts.grades).toBe(12);
    expect(counts.courses).toBe(demoContent.courses.length);
  });
});
