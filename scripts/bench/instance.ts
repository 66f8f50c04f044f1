/**
 * One API instance for `npm run bench`: server.ts as `npm start` runs it, plus the bare route. With
 * BENCH_FIXTURES=<file> it also writes the accounts the workload uses (learners enrolled like the demo
 * student, buyers, one account to sign in with) and their session tokens to that file, once it listens.
 */
import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createRsNo } from '../../server/src/platform/db/ids';
import { hashPassword } from '../../server/src/platform/db/password';
import { courseEnrollments, courses, users } from '../../server/src/platform/db/schema';
import { main } from '../../server/src/server';
import { demoStudentLessons } from './demoStudent';
import { addBareRoute } from './shared';

export interface Fixtures {
  /** Tokens of accounts enrolled in the demo student's courses, one per connection. */
  learners: string[];
  /** Lessons of those courses, for progress writes. */
  classIds: number[];
  /** Tokens of accounts that own nothing yet, and the paid courses they can buy. */
  buyers: string[];
  courseIds: number[];
  /** An account to sign in with (password login, no SMS check). */
  login: { phone: string; password: string };
}

/**
 * Learners: one per connection. Buyers: twelve per connection, a third each for the kind alone, paced and in the
 * mix (each buys every course once, warm-up included).
 */
const COUNT = Number(process.env.BENCH_ACCOUNTS ?? 50);

async function writeFixtures(app: FastifyInstance, file: string): Promise<void> {
  const { db, sessions } = app.deps;
  const serial = randomBytes(2).readUInt16BE() % 1000;
  const phone = (group: number, index: number) =>
    `135${String(serial).padStart(3, '0')}${group}${String(index).padStart(4, '0')}`;
  const makeUsers = async (group: number, passwordHash: string, count: number) =>
    db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          rsNo: createRsNo(),
          phone: phone(group, index),
          passwordHash,
          name: '压测同学',
          checkSms: false,
        })),
      )
      .returning({ id: users.id, phone: users.phone });

  const { courseIds: ownedIds, lessonIds } = await demoStudentLessons(db);

  const learners = await makeUsers(1, 'not-used', COUNT);
  await db
    .insert(courseEnrollments)
    .values(
      learners.flatMap((learner) => ownedIds.map((courseId) => ({ userId: learner.id, courseId, source: 'gift' as const }))),
    );
  const buyers = await makeUsers(2, 'not-used', COUNT * 12);
  const forSale = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.isPublished, true), gt(courses.priceCents, 0), eq(courses.hasMaterials, false)))
    .orderBy(asc(courses.id));
  const password = 'Bench@2026';
  const [signIn] = await makeUsers(3, await hashPassword(password), 1);

  const tokens = async (rows: { id: number }[], device: string) =>
    Promise.all(rows.map(async (row) => (await sessions.issueSession(row.id, `${device}-${row.id}`)).token));
  const fixtures: Fixtures = {
    learners: await tokens(learners, 'bench-learner'),
    classIds: lessonIds,
    buyers: await tokens(buyers, 'bench-buyer'),
    courseIds: forSale.map((row) => row.id),
    login: { phone: signIn!.phone, password },
  };
  await writeFile(file, JSON.stringify(fixtures));
}

const fixturesFile = process.env.BENCH_FIXTURES;
await main({
  extend: (app) => {
    addBareRoute(app);
    if (fixturesFile) app.addHook('onReady', () => writeFixtures(app, fixturesFile));
  },
});
