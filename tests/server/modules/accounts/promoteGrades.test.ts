import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicData, grades, users } from '../../../../server/src/platform/db/schema';
import { PROMOTION_YEAR_KEY, promoteGrades, schoolYearOf } from '../../../../server/src/modules/accounts/services';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createUser, userRow } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function giveGrade(phone: string, name: string, setAt: Date | null) {
  const [grade] = await t.db.select().from(grades).where(eq(grades.name, name));
  if (!grade) throw new Error(`年级不存在：${name}`);
  await t.db
    .update(users)
    .set({ gradeId: grade.id, gradeName: grade.name, gradeSetAt: setAt, isSetClass: 2, isClassUpgrade: 2 })
    .where(eq(users.phone, phone));
}

describe('school year', () => {
  it('starts on 1 September, Beijing time', () => {
    expect(schoolYearOf(new Date('2027-08-31T15:59:59Z')).year).toBe(2026);
    expect(schoolYearOf(new Date('2027-08-31T16:00:00Z')).year).toBe(2027);
    expect(schoolYearOf(new Date('2028-03-01T00:00:00Z')).year).toBe(2027);
  });
});

describe('promoteGrades', () => {
  it('moves students up one grade on 1 September once, raises the notice and keeps 高三 as graduates', async () => {
    const summer = new Date('2027-07-10T02:00:00Z');
    const junior = await createUser(t);
    const senior = await createUser(t);
    const chosenLate = await createUser(t);
    const ungraded = await createUser(t);
    await giveGrade(junior.phone, '初二', summer);
    await giveGrade(senior.phone, '高三', summer);
    await giveGrade(chosenLate.phone, '五年级', new Date('2027-09-01T03:00:00Z'));

    const september = new Date('2027-09-01T04:00:00Z');
    const first = await promoteGrades(t.db, () => september);
    expect(first).toMatchObject({ schoolYear: 2027, ran: true });
    expect(first.promoted).toBeGreaterThanOrEqual(1);

    expect(await userRow(t, junior.phone)).toMatchObject({ gradeName: '初三', isClassUpgrade: 1, graduated: false });
    expect(await userRow(t, senior.phone)).toMatchObject({ gradeName: '高三', isClassUpgrade: 2, graduated: true });
    expect(await userRow(t, chosenLate.phone)).toMatchObject({ gradeName: '五年级', isClassUpgrade: 2 });
    expect(await userRow(t, ungraded.phone)).toMatchObject({ gradeId: null, isSetClass: 1 });

    const again = await promoteGrades(t.db, () => new Date('2027-10-01T04:00:00Z'));
    expect(again).toEqual({ schoolYear: 2027, ran: false, promoted: 0, graduated: 0 });
    expect((await userRow(t, junior.phone))?.gradeName).toBe('初三');
    const [stored] = await t.db.select().from(basicData).where(eq(basicData.key, PROMOTION_YEAR_KEY));
    expect(stored?.value).toBe(2027);
  });

  it('promotes again in the next school year, and a graduate stays where he is', async () => {
    const student = await createUser(t);
    await giveGrade(student.phone, '高二', new Date('2027-09-01T00:00:00Z'));
    const result = await promoteGrades(t.db, () => new Date('2028-09-02T00:00:00Z'));
    expect(result.ran).toBe(true);
    expect(await userRow(t, student.phone)).toMatchObject({ gradeName: '高三', isClassUpgrade: 1, graduated: false });
    const next = await promoteGrades(t.db, () => new Date('2029-09-01T01:00:00Z'));
    expect(next.ran).toBe(true);
    expect(await userRow(t, student.phone)).toMatchObject({ gradeName: '高三', graduated: true });
  });

  it('does nothing before 1 September of a year already done', async () => {
    expect((await promoteGrades(t.db, () => new Date('2030-08-31T00:00:00Z'))).ran).toBe(false);
  });

  it('runs once when two schedulers start together', async () => {
    const student = await createUser(t);
    await giveGrade(student.phone, '一年级', new Date('2029-10-01T00:00:00Z'));
    const at = () => new Date('2030-09-01T02:00:00Z');
    const results = await Promise.all([promoteGrades(t.db, at), promoteGrades(t.db, at)]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect((await userRow(t, student.phone))?.gradeName).toBe('二年级');
  });
});
