import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getSmsSigns } from '../../../../contract/api/schemas/user/sms';
import * as account from '../../../../contract/api/schemas/evaluation/account';
import { evaluationUsers, exercises, grades, testPaperExercises } from '../../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import type { TestApp } from '../../support/testApp';
import { latestCode, newPhone } from '../accounts/helpers';

const demo = DEMO_ACCOUNTS.evaluation;

export async function sendEvaluationCode(t: TestApp, phone: string, purpose: 'login' | 'reset'): Promise<string> {
  const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
  const envelope = await t.call(account.sendCode, { phone, purpose, signsCode: signs.signsCode, t: signs.t, signs: signs.signs });
  expect(envelope, envelope.message).toMatchObject({ status: 1 });
  const code = await latestCode(t, phone);
  if (!code) throw new Error('收件箱里没有验证码');
  return code;
}

/** A fresh account through the SMS sign-in, profile completed, so tests do not share state. */
export async function newStudent(t: TestApp): Promise<string> {
  const phone = newPhone();
  const code = await sendEvaluationCode(t, phone, 'login');
  const { token } = await t.ok(account.smsSignIn, { phone, code });
  // The demo account's grade, so the new student is offered the same papers.
  const [row] = await t.db
    .select({ grade: grades.name })
    .from(evaluationUsers)
    .innerJoin(grades, eq(grades.id, evaluationUsers.gradeId))
    .where(eq(evaluationUsers.phone, demo.phone));
  await t.ok(account.nextStep, { name: '小测', grade: row?.grade ?? '初二', school: '实验中学' }, { token });
  return token;
}

/** Each question of a paper with a right and a wrong answer of the shape its kind takes. */
export async function paperAnswers(t: TestApp, paperId: number) {
  const rows = await t.db
    .select({
      id: exercises.id,
      kind: exercises.kind,
      answer: exercises.answer,
      answerKeys: exercises.answerKeys,
      blanks: exercises.blanks,
    })
    .from(testPaperExercises)
    .innerJoin(exercises, eq(exercises.id, testPaperExercises.exerciseId))
    .where(eq(testPaperExercises.testPaperId, paperId))
    .orderBy(testPaperExercises.sort);
  return rows.map((q) => ({
    id: q.id,
    kind: q.kind,
    answer:
      q.kind === 'single' ? (q.answer ?? 'A') : q.kind === 'multiple' ? q.answerKeys : q.blanks.map((b) => b.accepted[0] ?? ''),
    wrong:
      q.kind === 'single'
        ? q.answer === 'A'
          ? 'B'
          : 'A'
        : q.kind === 'multiple'
          ? q.answerKeys.slice(0, 1)
          : q.blanks.map(() => '错'),
  }));
}

/** The text of every page of a PDF, page by page, as a reader would copy it. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  // pdf.js uses Promise.withResolvers, which Node has from version 22 on.
  const withResolvers = Promise as unknown as { withResolvers?: () => unknown };
  withResolvers.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages;
}
