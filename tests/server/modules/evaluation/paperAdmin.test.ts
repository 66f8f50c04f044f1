import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/papers';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as papers from '../../../../contract/api/schemas/evaluation/papers';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { PAPER_ADMIN_MESSAGES, knowledgePointsOf } from '../../../../server/src/modules/evaluation/paperAdmin';
import { discriminationOf } from '../../../../server/src/modules/evaluation/paperResults';
import { SITTING_MESSAGES } from '../../../../server/src/modules/evaluation/sittings';
import { evaluationUsers, exercises } from '../../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import { advance } from '../accounts/helpers';
import { staffSignIns } from '../console/staffHelpers';
import { newStudent, paperAnswers, pdfText } from './evaluationHelpers';

let t: TestApp;
let subject: { categoryId: number; gradeId: number };
beforeAll(async () => {
  t = await createTestApp();
  // The demo evaluation account's grade, which new students take too, and a subject the bank holds for it.
  const [account] = await t.db
    .select({ gradeId: evaluationUsers.gradeId })
    .from(evaluationUsers)
    .where(eq(evaluationUsers.phone, DEMO_ACCOUNTS.evaluation.phone));
  const gradeId = account!.gradeId!;
  const [exercise] = await t.db
    .select({ categoryId: exercises.categoryId })
    .from(exercises)
    .where(eq(exercises.gradeId, gradeId))
    .limit(1);
  subject = { categoryId: exercise!.categoryId, gradeId };
  // Enough questions of each difficulty for the rules below, whatever the demo bank holds.
  await t.db.insert(exercises).values(
    [1, 1, 1, 2, 2, 3].map((difficulty, index) => ({
      code: `paper-test-${index}`,
      categoryId: subject.categoryId,
      gradeId,
      knowledgePoint: index % 2 === 0 ? '组卷甲' : '组卷乙',
      difficulty,
      kind: 'single' as const,
      question: `组卷测试题 ${index + 1}`,
      options: (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: `选项 ${key}` })),
      answer: 'B' as const,
    })),
  );
});
afterAll(() => t?.close());

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'courseEditor' | 'readOnly' | 'finance'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

async function draft(extra: Record<string, string | number> = {}) {
  return t.ok(
    admin.savePaper,
    { title: '期中诊断卷', categoryId: subject.categoryId, gradeId: subject.gradeId, durationMin: 30, totalScore: 100, ...extra },
    { token: await tokenOf('courseEditor') },
  );
}

/** A published paper of the six test questions drawn by rules (three easy, two medium, one hard). */
async function publishedPaper(extra: Record<string, string | number> = {}) {
  const token = await tokenOf('courseEditor');
  const paper = await draft(extra);
  const drawn = await t.ok(
    admin.assemblePaper,
    { paperId: paper.id, version: paper.version, easy: 3, medium: 2, hard: 1, knowledgePoints: '组卷甲、组卷乙' },
    { token },
  );
  return t.ok(admin.setPaperState, { paperId: paper.id, version: drawn.version, state: 'published' }, { token });
}

describe('test papers in the console', () => {
  it('starts a paper as a draft that families do not see', async () => {
    const paper = await draft({ title: '草稿中的试卷' });
    expect(paper).toMatchObject({ state: 'draft', questionCount: 0, submittedCount: 0, sat: false, version: 1 });
    const student = await newStudent(t);
    const offered = await t.ok(papers.paperList, {}, { token: student });
    expect(offered.map((item) => item.id)).not.toContain(paper.id);
    expect(await t.fails(papers.startSitting, { paperId: paper.id }, { token: student })).toBe(SITTING_MESSAGES.paperMissing);
  });

  it('draws questions by rules: the asked number of each difficulty, of the paper’s subject and knowledge points, easy first', async () => {
    const token = await tokenOf('courseEditor');
    const paper = await draft();
    const drawn = await t.ok(
      admin.assemblePaper,
      { paperId: paper.id, version: paper.version, easy: 2, medium: 1, knowledgePoints: '组卷甲，组卷乙' },
      { token },
    );
    expect(drawn.questions.map((question) => question.difficulty)).toEqual([1, 1, 2]);
    expect(drawn.questions.every((question) => ['组卷甲', '组卷乙'].includes(question.knowledgePoint))).toBe(true);
    expect(drawn.questionCount).toBe(3);
    expect(drawn.version).toBe(paper.version + 1);
  });

  it('says which difficulty the bank is short of instead of drawing fewer questions', async () => {
    const token = await tokenOf('courseEditor');
    const paper = await draft();
    const refusal = await t.fails(
      admin.assemblePaper,
      { paperId: paper.id, version: paper.version, hard: 2, knowledgePoints: '组卷甲' },
      { token },
    );
    expect(refusal).toBe('题库中符合条件的较难题只有 0 道，少于要求的 2 道；请减少题数或放宽知识点');
    expect((await t.ok(admin.paperDetail, { paperId: paper.id }, { token })).questions).toEqual([]);
  });

  it('takes hand-picked questions in the given order, and refuses repeats and unknown questions, taking other subjects too', async () => {
    const token = await tokenOf('courseEditor');
    const paper = await draft();
    const ours = await t.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.categoryId, subject.categoryId), eq(exercises.knowledgePoint, '组卷甲')));
    const ids = ours.map((row) => row.id).reverse();
    const picked = await t.ok(
      admin.setPaperQuestions,
      { paperId: paper.id, version: paper.version, exerciseIds: ids.join(',') },
      { token },
    );
    expect(picked.questions.map((question) => question.id)).toEqual(ids);
    const again = { paperId: paper.id, version: picked.version };
    expect(await t.fails(admin.setPaperQuestions, { ...again, exerciseIds: `${ids[0]},${ids[0]}` }, { token })).toBe(
      PAPER_ADMIN_MESSAGES.repeated,
    );
    expect(await t.fails(admin.setPaperQuestions, { ...again, exerciseIds: '999999' }, { token })).toBe(
      PAPER_ADMIN_MESSAGES.unknownQuestion,
    );
    const [foreign] = await t.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(ne(exercises.categoryId, subject.categoryId))
      .limit(1);
    // A paper may mix subjects, as a science paper does.
    const mixed = await t.ok(admin.setPaperQuestions, { ...again, exerciseIds: `${ids[0]},${foreign!.id}` }, { token });
    expect(mixed.questions.map((question) => question.id)).toEqual([ids[0], foreign!.id]);
    expect(await t.fails(admin.setPaperQuestions, { ...again, exerciseIds: String(ids[0]) }, { token })).toBe(
      PAPER_ADMIN_MESSAGES.stale,
    );
  });

  it('publishes only a paper with questions, and then fixes its questions', async () => {
    const token = await tokenOf('courseEditor');
    const empty = await draft();
    expect(await t.fails(admin.setPaperState, { paperId: empty.id, version: empty.version, state: 'published' }, { token })).toBe(
      PAPER_ADMIN_MESSAGES.noQuestions,
    );
    const paper = await publishedPaper();
    expect(paper).toMatchObject({ state: 'published', questionCount: 6 });
    expect(
      await t.fails(
        admin.setPaperQuestions,
        { paperId: paper.id, version: paper.version, exerciseIds: String(paper.questions[0]!.id) },
        { token },
      ),
    ).toBe(PAPER_ADMIN_MESSAGES.notDraft);
    const student = await newStudent(t);
    const offered = await t.ok(papers.paperList, {}, { token: student });
    expect(offered.find((item) => item.id === paper.id)).toMatchObject({ title: '期中诊断卷', questionCount: 6 });
  });

  it('goes back to draft while nobody has sat it, and not once a family has started it', async () => {
    const token = await tokenOf('courseEditor');
    const paper = await publishedPaper();
    const back = await t.ok(admin.setPaperState, { paperId: paper.id, version: paper.version, state: 'draft' }, { token });
    const again = await t.ok(admin.setPaperState, { paperId: paper.id, version: back.version, state: 'published' }, { token });
    await t.ok(papers.startSitting, { paperId: paper.id }, { token: await newStudent(t) });
    expect(await t.fails(admin.setPaperState, { paperId: paper.id, version: again.version, state: 'draft' }, { token })).toBe(
      PAPER_ADMIN_MESSAGES.sat,
    );
    const archived = await t.ok(admin.setPaperState, { paperId: paper.id, version: again.version, state: 'archived' }, { token });
    expect(archived.sat).toBe(true);
    expect(await t.fails(papers.startSitting, { paperId: paper.id }, { token: await newStudent(t) })).toBe(
      SITTING_MESSAGES.closed,
    );
  });

  it('opens and closes a paper on its schedule, letting a sitting already started run on', async () => {
    const now = t.clock.now.getTime();
    const later = await publishedPaper({ opensAt: new Date(now + 3_600_000).toISOString() });
    const student = await newStudent(t);
    expect((await t.ok(papers.paperList, {}, { token: student })).map((item) => item.id)).not.toContain(later.id);
    expect(await t.fails(papers.startSitting, { paperId: later.id }, { token: student })).toBe(SITTING_MESSAGES.notOpen);

    const closing = await publishedPaper({ closesAt: new Date(now + 60_000).toISOString() });
    const started = await t.ok(papers.startSitting, { paperId: closing.id }, { token: student });
    advance(t, 120);
    expect((await t.ok(papers.paperList, {}, { token: student })).map((item) => item.id)).not.toContain(closing.id);
    expect(await t.fails(papers.startSitting, { paperId: closing.id }, { token: await newStudent(t) })).toBe(
      SITTING_MESSAGES.closed,
    );
    const resumed = await t.ok(papers.startSitting, { paperId: closing.id }, { token: student });
    expect(resumed.sittingId).toBe(started.sittingId);
  });

  it('refuses a closing time before the opening time, with the field named', async () => {
    const envelope = await t.call(
      admin.savePaper,
      {
        title: '时间颠倒',
        categoryId: subject.categoryId,
        durationMin: 30,
        totalScore: 100,
        opensAt: '2026-12-20T09:00:00+08:00',
        closesAt: '2026-12-19T09:00:00+08:00',
      },
      { token: await tokenOf('courseEditor') },
    );
    expect(envelope).toMatchObject({ status: 0, message: '参数 closesAt 截止时间应晚于开放时间' });
  });

  it('lets readers read papers and only course editors change them, each change in the audit log', async () => {
    const paper = await draft({ title: '审计中的试卷' });
    const reader = await tokenOf('readOnly');
    expect((await t.ok(admin.paperDetail, { paperId: paper.id }, { token: reader })).title).toBe('审计中的试卷');
    expect(
      await t.fails(
        admin.savePaper,
        { paperId: paper.id, version: 1, title: 'x', categoryId: 1, durationMin: 30, totalScore: 100 },
        { token: reader },
      ),
    ).toBe(NO_PERMISSION);
    const token = await tokenOf('courseEditor');
    const drawn = await t.ok(admin.assemblePaper, { paperId: paper.id, version: paper.version, easy: 1 }, { token });
    await t.ok(admin.setPaperState, { paperId: paper.id, version: drawn.version, state: 'published' }, { token });
    const log = await t.ok(audit.auditList, { entity: 'paper', entityId: String(paper.id) }, { token: await tokenOf('finance') });
    expect(log.list.map((entry) => entry.action)).toEqual(['paper.publish', 'paper.questions', 'paper.add']);
  });
});

/** A new student sits the paper and hands in these answers (question id → answer). */
async function sitAndHandIn(paperId: number, sheet: Parameters<typeof Object.fromEntries>[0]) {
  const student = await newStudent(t);
  const sitting = await t.ok(papers.startSitting, { paperId }, { token: student });
  await t.ok(
    papers.submitSitting,
    { sittingId: sitting.sittingId, answers: JSON.stringify(Object.fromEntries(sheet)) },
    { token: student },
  );
}

describe('a paper’s results', () => {
  it('counts sittings and scores, and rates each question’s difficulty and discrimination from the reports', async () => {
    const token = await tokenOf('courseEditor');
    const paper = await publishedPaper({ reportIntro: '家长您好：这是孩子的期中诊断。', reportFooter: '学而思远教研组' });
    const key = await paperAnswers(t, paper.id);
    // Three sitters: all right, the first half right, all wrong; and one who started and left.
    const sheets = [
      key.map((q) => [q.id, q.answer]),
      key.map((q, index) => [q.id, index < 3 ? q.answer : q.wrong]),
      key.map((q) => [q.id, q.wrong]),
    ];
    for (const sheet of sheets) await sitAndHandIn(paper.id, sheet);
    await t.ok(papers.startSitting, { paperId: paper.id }, { token: await newStudent(t) });

    const results = await t.ok(admin.paperResults, { paperId: paper.id }, { token });
    expect(results).toMatchObject({ started: 4, submitted: 3, averageScore: 50, highestScore: 100, lowestScore: 0 });
    expect(results.bands).toEqual([
      { label: '0–59%', count: 2 },
      { label: '60–69%', count: 0 },
      { label: '70–79%', count: 0 },
      { label: '80–89%', count: 0 },
      { label: '90–100%', count: 1 },
    ]);
    // Questions 1–3: two of three right; the best sitter right, the weakest wrong. Questions 4–6: one of three.
    expect(results.questions.map((q) => q.correctRate)).toEqual([66.7, 66.7, 66.7, 33.3, 33.3, 33.3]);
    expect(results.questions.map((q) => q.discrimination)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(results.questions.map((q) => q.answered)).toEqual([3, 3, 3, 3, 3, 3]);
    const list = await t.ok(admin.paperList, { q: paper.code }, { token });
    expect(list.list[0]).toMatchObject({ id: paper.id, submittedCount: 3 });
  });

  it('prints the report with the paper’s note and signature, and without the answers when the template says so', async () => {
    const words = { reportIntro: '家长您好：这是孩子的期中诊断。', reportFooter: '远航教研组' };
    const withAnswers = await publishedPaper(words);
    const short = await publishedPaper({ ...words, reportAnswers: '0' });
    expect(short.reportAnswers).toBe(false);
    const printed = async (paperId: number) => {
      const student = await newStudent(t);
      const sitting = await t.ok(papers.startSitting, { paperId }, { token: student });
      const { reportId } = await t.ok(papers.submitSitting, { sittingId: sitting.sittingId, answers: '{}' }, { token: student });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/e/v1/report/pdf?reportId=${reportId}`,
        headers: { authorization: `Bearer ${student}` },
      });
      return pdfText(response.rawPayload);
    };
    const full = await printed(withAnswers.id);
    expect(full.length).toBeGreaterThan(1);
    expect(full[0]).toContain(words.reportIntro);
    expect(full[1]).toContain('答题详情');
    expect(full.at(-1)).toContain(words.reportFooter);
    const brief = await printed(short.id);
    expect(brief).toHaveLength(1);
    expect(brief[0]).toContain(words.reportIntro);
    expect(brief[0]).toContain(words.reportFooter);
    expect(brief[0]).not.toContain('答题详情');
  });

  it('ranks the earlier of two equal scores higher when it splits the groups', async () => {
    const paper = await publishedPaper();
    const key = await paperAnswers(t, paper.id);
    // Equal scores (half right each), different halves: the earlier sitter is the top group of one.
    const sheets = [
      key.map((q, index) => [q.id, index < 3 ? q.answer : q.wrong]),
      key.map((q, index) => [q.id, index < 3 ? q.wrong : q.answer]),
    ];
    for (const sheet of sheets) await sitAndHandIn(paper.id, sheet);
    const results = await t.ok(admin.paperResults, { paperId: paper.id }, { token: await tokenOf('readOnly') });
    expect(results).toMatchObject({ submitted: 2, highestScore: 50, lowestScore: 50, averageScore: 50 });
    expect(results.questions.map((q) => q.discrimination)).toEqual([1, 1, 1, -1, -1, -1]);
  });

  it('has no rates before any report', async () => {
    const paper = await publishedPaper();
    const results = await t.ok(admin.paperResults, { paperId: paper.id }, { token: await tokenOf('readOnly') });
    expect(results).toMatchObject({ started: 0, submitted: 0, averageScore: null, highestScore: null });
    expect(results.questions.every((q) => q.correctRate === null && q.discrimination === null)).toBe(true);
  });
});

describe('the rules behind the figures', () => {
  it('measures discrimination as the top group’s right-answer rate minus the bottom group’s', () => {
    const ranked = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    // 27 % of ten is three sitters per group: top 1–3, bottom 8–10.
    expect(discriminationOf(ranked, new Set([1, 2, 3]))).toBe(1);
    expect(discriminationOf(ranked, new Set([8, 9, 10]))).toBe(-1);
    expect(discriminationOf(ranked, new Set([1, 2, 9]))).toBe(0.33);
    expect(discriminationOf([1], new Set([1]))).toBeNull();
  });

  it('splits typed knowledge points on Chinese and Western commas and keeps each once', () => {
    expect(knowledgePointsOf(' 勾股定理，全等三角形、勾股定理, ')).toEqual(['勾股定理', '全等三角形']);
  });
});
