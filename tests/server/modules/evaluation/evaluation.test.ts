import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserinfo } from '../../../../contract/api/schemas/user/account';
import { getSmsSigns } from '../../../../contract/api/schemas/user/sms';
import * as account from '../../../../contract/api/schemas/evaluation/account';
import * as papers from '../../../../contract/api/schemas/evaluation/papers';
import * as reports from '../../../../contract/api/schemas/evaluation/reports';
import {
  evaluationKnownDevices,
  evaluationReports,
  evaluationSessions,
  evaluationUsers,
  exercises,
} from '../../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { readSmsInbox } from '../../../../server/src/providers/sms';
import { createTestApp, type TestApp } from '../../support/testApp';
import { advance, encryptPassword, latestCode, loginFully, newCaptcha, newPhone } from '../accounts/helpers';
import { newStudent, paperAnswers, sendEvaluationCode } from './evaluationHelpers';

let t: TestApp;

/** A device the demo account has passed the SMS check on, so its password signs straight in. */
const DEMO_DEVICE = 'evaluation-demo-device';

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ id: evaluationUsers.id }).from(evaluationUsers).where(eq(evaluationUsers.phone, demo.phone));
  if (!row) throw new Error('没有测评演示账号');
  await t.db.insert(evaluationKnownDevices).values({ evaluationUserId: row.id, deviceId: DEMO_DEVICE });
});
afterAll(async () => {
  await t?.close();
});

const demo = DEMO_ACCOUNTS.evaluation;

type PasswordAnswer = Awaited<ReturnType<typeof account.passwordSignIn.response.parse>>;

/** The session a password sign-in opened; fails the test when the answer asks for the SMS step instead. */
function session(answer: PasswordAnswer) {
  if (!('token' in answer)) throw new Error(`应直接登录，却要求短信验证：${JSON.stringify(answer)}`);
  return answer;
}

async function signInDemo(): Promise<string> {
  const answer = await t.ok(account.passwordSignIn, {
    phone: demo.phone,
    password: encryptPassword(t, demo.password),
    ...(await newCaptcha(t)),
    deviceId: DEMO_DEVICE,
  });
  return session(answer).token;
}

describe('signing in to the evaluation area', () => {
  it('signs the demo account in with password and captcha and refuses a wrong password', async () => {
    const token = await signInDemo();
    const me = await t.ok(account.userInfo, {}, { token });
    expect(me).toMatchObject({ phone: '137****7000', needsProfile: false });
    const wrong = await t.fails(account.passwordSignIn, {
      phone: demo.phone,
      password: encryptPassword(t, 'Wrong@123'),
      ...(await newCaptcha(t)),
    });
    expect(wrong).toBe('账号或密码错误');
  });

  it('locks an account after 5 wrong passwords from different addresses, as the main site does, then lets it in', async () => {
    const phone = newPhone();
    await t.ok(account.smsSignIn, { phone, code: await sendEvaluationCode(t, phone, 'login') });
    advance(t, 61);
    await t.ok(account.resetPassword, {
      phone,
      code: await sendEvaluationCode(t, phone, 'reset'),
      password: encryptPassword(t, 'Right@2026'),
    });
    const signIn = async (password: string) =>
      t.call(account.passwordSignIn, { phone, password: encryptPassword(t, password), ...(await newCaptcha(t)) });
    for (let i = 0; i < 5; i += 1) expect(await signIn(`Wrong@${i}00`)).toMatchObject({ message: '账号或密码错误' });
    expect(await signIn('Right@2026')).toMatchObject({ status: 0, message: '登录失败次数过多，请 15 分钟后再试' });
    advance(t, 15 * 60);
    expect(await signIn('Right@2026')).toMatchObject({ status: 1 });
  });

  it('counts wrong passwords per address across evaluation accounts', async () => {
    const remoteAddress = '10.251.0.1';
    const spray = async () =>
      t.call(
        account.passwordSignIn,
        { phone: newPhone(), password: encryptPassword(t, 'Guess@123'), ...(await newCaptcha(t)) },
        { remoteAddress },
      );
    for (let i = 0; i < 30; i += 1) expect(await spray()).toMatchObject({ message: '账号或密码错误' });
    expect(await spray()).toMatchObject({ message: '登录失败次数过多，请 15 分钟后再试' });
  });

  it('refuses a wrong image captcha before looking at the password', async () => {
    const { c } = await newCaptcha(t);
    expect(
      await t.fails(account.passwordSignIn, {
        phone: demo.phone,
        password: encryptPassword(t, demo.password),
        c,
        captcha: 'zzzz',
      }),
    ).toBe('图形验证码错误，请重新输入');
  });

  it('creates an account on the first SMS sign-in and asks for the profile until it is given', async () => {
    const phone = newPhone();
    const code = await sendEvaluationCode(t, phone, 'login');
    const first = await t.ok(account.smsSignIn, { phone, code });
    expect(first.user.needsProfile).toBe(true);
    expect(await t.fails(account.smsSignIn, { phone, code })).toBe('验证码已失效，请重新获取');
    expect(await t.fails(account.nextStep, { name: '小明', grade: '九十年级' }, { token: first.token })).toBe('请选择正确的年级');
    const done = await t.ok(account.nextStep, { name: '小明', grade: '初二', school: '一中' }, { token: first.token });
    expect(done).toMatchObject({ name: '小明', gradeName: '初二', school: '一中', needsProfile: false });
  });

  it('holds a right password from a new device for the SMS step, opens no session, and knows the device after the code', async () => {
    const deviceId = 'evaluation-new-device-1';
    // A wrong password is answered as from any device.
    const wrong = await t.fails(account.passwordSignIn, {
      phone: demo.phone,
      password: encryptPassword(t, 'Wrong@123'),
      ...(await newCaptcha(t)),
      deviceId,
    });
    expect(wrong).toBe('账号或密码错误');
    const password = async () =>
      t.call(account.passwordSignIn, {
        phone: demo.phone,
        password: encryptPassword(t, demo.password),
        ...(await newCaptcha(t)),
        deviceId,
      });
    const sessionCount = async () =>
      (
        await t.db
          .select({ id: evaluationSessions.id })
          .from(evaluationSessions)
          .innerJoin(evaluationUsers, eq(evaluationUsers.id, evaluationSessions.evaluationUserId))
          .where(eq(evaluationUsers.phone, demo.phone))
      ).length;
    const before = await sessionCount();
    // The main site's step-up answer, word for word: no token, the phone the code goes to.
    const held = await password();
    expect(held.status).toBe(1);
    expect(held.appData).toEqual({ UserNotOnSmsWhiteList: true, mobilePhone: demo.phone });
    expect(await sessionCount()).toBe(before);

    const code = await sendEvaluationCode(t, demo.phone, 'login');
    const stepped = await t.ok(account.smsSignIn, { phone: demo.phone, code, deviceId });
    expect(stepped.user.phone).toBe('137****7000');

    const again = await password();
    expect(again.status).toBe(1);
    expect(again.appData).toMatchObject({ token: expect.any(String), user: { phone: '137****7000' } });
    advance(t, 61);
  });

  it('asks a client that sends no device id for the SMS step too', async () => {
    const answer = await t.ok(account.passwordSignIn, {
      phone: demo.phone,
      password: encryptPassword(t, demo.password),
      ...(await newCaptcha(t)),
    });
    expect(answer).toEqual({ UserNotOnSmsWhiteList: true, mobilePhone: demo.phone });
  });

  it('signs in with the code the official account replies with, once', async () => {
    const issued = await t.app.inject({ method: 'GET', url: `/api/dev/wechat-follow?phone=${demo.phone}` });
    const { code } = issued.json<{ appData: { code: string } }>().appData;
    const answer = await t.ok(account.wechatSignIn, { code });
    expect(answer.user.phone).toBe('137****7000');
    expect(await t.fails(account.wechatSignIn, { code })).toBe('登录码错误或已过期，请在公众号重新获取');
  });

  it('resets a password with an SMS code and signs every old eToken out', async () => {
    const phone = newPhone();
    const deviceId = 'evaluation-reset-device';
    const old = (await t.ok(account.smsSignIn, { phone, code: await sendEvaluationCode(t, phone, 'login'), deviceId })).token;
    advance(t, 61);
    const code = await sendEvaluationCode(t, phone, 'reset');
    await t.ok(account.checkResetCode, { phone, code });
    await t.ok(account.resetPassword, { phone, code, password: encryptPassword(t, 'NewPass99') });
    expect((await t.call(account.userInfo, {}, { token: old })).status).toBe(4);
    const again = await t.ok(account.passwordSignIn, {
      phone,
      password: encryptPassword(t, 'NewPass99'),
      ...(await newCaptcha(t)),
      deviceId,
    });
    expect(session(again).user.needsProfile).toBe(true);
  });

  it('answers a reset for a phone without an evaluation account as for one with it, sending it a notice', async () => {
    const known = newPhone();
    await t.ok(account.smsSignIn, { phone: known, code: await sendEvaluationCode(t, known, 'login') });
    advance(t, 61);
    const stranger = newPhone();
    for (const phone of [known, stranger]) {
      const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
      const fields = { phone, purpose: 'reset', signsCode: signs.signsCode, t: signs.t, signs: signs.signs };
      expect(await t.call(account.sendCode, fields)).toEqual({
        status: 1,
        message: '验证码已发送',
        appData: { resendAfterSeconds: 60 },
      });
    }
    expect((await readSmsInbox(t.store, stranger))[0]).toMatchObject({ template: 'noAccount' });
    const knownCode = (await latestCode(t, known)) ?? '';
    const guess = knownCode === '000000' ? '111111' : '000000';
    const check = (phone: string) => t.fails(account.checkResetCode, { phone, code: guess });
    const [strangerAnswer, knownAnswer] = [await check(stranger), await check(known)];
    expect(strangerAnswer).toBe(knownAnswer);
    expect(knownAnswer).toBe('验证码错误，还可尝试 4 次');
    const reset = (phone: string) =>
      t.fails(account.resetPassword, { phone, code: guess, password: encryptPassword(t, 'NewPass99') });
    expect(await reset(stranger)).toBe(await reset(known));
  });
});

describe('evaluation tokens and main-site tokens', () => {
  it('refuses a main-site token on evaluation calls and an eToken on main-site calls', async () => {
    const mainToken = await loginFully(t, DEMO_ACCOUNTS.student.phone, DEMO_ACCOUNTS.student.password);
    expect((await t.ok(findUserinfo, {}, { token: mainToken })).phone).toBeTruthy();
    expect((await t.call(account.userInfo, {}, { token: mainToken })).status).toBe(4);
    const eToken = await signInDemo();
    expect((await t.call(findUserinfo, {}, { token: eToken })).status).toBe(4);
  });

  it('answers status 2 without a token and 4 once the eToken has expired or signed out', async () => {
    expect((await t.call(papers.paperList, {})).status).toBe(2);
    const token = await signInDemo();
    await t.ok(account.signOut, {}, { token });
    expect((await t.call(papers.paperList, {}, { token })).status).toBe(4);
    const other = await signInDemo();
    advance(t, 25 * 3600);
    expect((await t.call(papers.paperList, {}, { token: other })).status).toBe(4);
  });
});

describe('sitting a test paper', () => {
  it('hides the answers while sitting and resumes the saved sheet', async () => {
    const token = await newStudent(t);
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    expect(sitting.questions.length).toBe(paper.questionCount);
    expect(JSON.stringify(sitting.questions)).not.toContain('"answer"');
    const first = sitting.questions[0];
    if (!first) throw new Error('no question');
    await t.ok(papers.saveAnswers, { sittingId: sitting.sittingId, answers: JSON.stringify({ [first.id]: 'B' }) }, { token });
    const resumed = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    expect(resumed.sittingId).toBe(sitting.sittingId);
    expect(resumed.answers).toEqual({ [first.id]: 'B' });
  });

  it('scores on the server from the answers, whatever score a client sends along', async () => {
    const token = await newStudent(t);
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    const key = await paperAnswers(t, paper.id);
    const half = Object.fromEntries(key.map((q, index) => [q.id, index % 2 === 0 ? q.answer : q.wrong]));
    const right = key.filter((_, index) => index % 2 === 0).length;
    const { reportId } = await t.ok(
      papers.submitSitting,
      { sittingId: sitting.sittingId, answers: JSON.stringify(half), score: 100, accuracy: 100 },
      { token },
    );
    const report = await t.ok(reports.reportDetail, { reportId }, { token });
    expect(report?.accuracy).toBe(Math.round((right / key.length) * 100));
    expect(report?.score).toBe(Math.round((paper.totalScore * right) / key.length));
    expect(report?.weakPoints.length).toBeGreaterThan(0);
    const detail = await t.ok(reports.reportAnswers, { reportId }, { token });
    expect(detail.answers.filter((a) => a.isCorrect)).toHaveLength(right);
  });

  it('scores a sheet submitted twice once, into the same report', async () => {
    const token = await newStudent(t);
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    const fields = { sittingId: sitting.sittingId, answers: '{}' };
    const [one, two] = await Promise.all([
      t.ok(papers.submitSitting, fields, { token }),
      t.ok(papers.submitSitting, fields, { token }),
    ]);
    expect(one.reportId).toBe(two.reportId);
    const third = await t.ok(papers.submitSitting, fields, { token });
    expect(third.reportId).toBe(one.reportId);
    const rows = await t.db.select().from(evaluationReports).where(eq(evaluationReports.id, one.reportId));
    expect(rows).toHaveLength(1);
    expect(await t.fails(papers.saveAnswers, fields, { token })).toBe('本次作答已交卷');
  });

  it('compares a report with the previous sitting of the same paper', async () => {
    const token = await newStudent(t);
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const first = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    const a = await t.ok(papers.submitSitting, { sittingId: first.sittingId, answers: '{}' }, { token });
    const second = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    expect(second.sittingId).not.toBe(first.sittingId);
    const key = await paperAnswers(t, paper.id);
    const all = Object.fromEntries(key.map((q) => [q.id, q.answer]));
    const b = await t.ok(papers.submitSitting, { sittingId: second.sittingId, answers: JSON.stringify(all) }, { token });
    const report = await t.ok(reports.reportDetail, {}, { token });
    expect(report?.id).toBe(b.reportId);
    expect(report?.previous?.id).toBe(a.reportId);
    expect(report?.accuracy).toBe(100);
    expect(report?.history.map((h) => h.id)).toEqual([b.reportId, a.reportId]);
  });

  it('scores only what was saved in time once the timer has run out', async () => {
    const token = await newStudent(t);
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    const key = await paperAnswers(t, paper.id);
    advance(t, paper.durationMin * 60 + 60);
    const all = Object.fromEntries(key.map((q) => [q.id, q.answer]));
    const result = await t.ok(papers.submitSitting, { sittingId: sitting.sittingId, answers: JSON.stringify(all) }, { token });
    expect(result.timedOut).toBe(true);
    expect((await t.ok(reports.reportDetail, { reportId: result.reportId }, { token }))?.score).toBe(0);
  });

  it('refuses an unknown paper, foreign questions and an oversize or malformed sheet with status 0', async () => {
    const token = await newStudent(t);
    expect(await t.fails(papers.startSitting, { paperId: 987_654 }, { token })).toBe('试卷不存在');
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    expect(
      await t.fails(papers.saveAnswers, { sittingId: sitting.sittingId, answers: JSON.stringify({ 987654: 'A' }) }, { token }),
    ).toBe('答题卡包含不属于本卷的题目');
    const huge = JSON.stringify(Object.fromEntries(Array.from({ length: 900 }, (_, i) => [i + 1, 'A'])));
    expect(await t.fails(papers.submitSitting, { sittingId: sitting.sittingId, answers: huge }, { token })).toContain(
      '答题卡过大',
    );
    expect(await t.fails(papers.saveAnswers, { sittingId: sitting.sittingId, answers: '{not json' }, { token })).toContain(
      '答题卡格式不正确',
    );
    const [first] = await paperAnswers(t, paper.id);
    expect(
      await t.fails(
        papers.saveAnswers,
        { sittingId: sitting.sittingId, answers: JSON.stringify({ [first!.id]: 'E' }) },
        { token },
      ),
    ).toBe('第1题没有选项「E」');
  });
});

describe('multiple-choice and fill-in questions', () => {
  async function sitWithKinds() {
    const token = await newStudent(t);
    const [paper] = await t.ok(papers.paperList, {}, { token });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token });
    const key = await paperAnswers(t, paper.id);
    const multi = key.find((q) => q.kind === 'multiple');
    const fill = key.find((q) => q.kind === 'fill');
    const single = key.find((q) => q.kind === 'single');
    if (!multi || !fill || !single) throw new Error('the demo paper has one question of each kind');
    const number = (id: number) => key.findIndex((q) => q.id === id) + 1;
    return { token, paper, sitting, key, multi, fill, single, number };
  }

  async function detailOf(token: string, sittingId: number, answers: Record<string, unknown>) {
    const { reportId } = await t.ok(papers.submitSitting, { sittingId, answers: JSON.stringify(answers) }, { token });
    return (await t.ok(reports.reportAnswers, { reportId }, { token })).answers;
  }

  it('offers each kind without its answers: options for choices, a blank count for fill-in', async () => {
    const { sitting, multi, fill } = await sitWithKinds();
    const shown = (id: number) => sitting.questions.find((q) => q.id === id);
    expect(shown(multi.id)).toMatchObject({ kind: 'multiple', blankCount: 0 });
    expect(shown(multi.id)?.options.length).toBe(4);
    expect(shown(fill.id)).toMatchObject({ kind: 'fill', options: [], blankCount: (fill.answer as string[]).length });
    expect(JSON.stringify(sitting.questions)).not.toMatch(/accepted|answerKeys|blanks"/);
  });

  it('scores a multiple-choice question right only for exactly the right set; partly right counts as wrong', async () => {
    const right = await sitWithKinds();
    const exact = await detailOf(right.token, right.sitting.sittingId, {
      [right.multi.id]: [...(right.multi.answer as string[])].reverse(),
    });
    const mine = exact.find((a) => a.exerciseId === right.multi.id);
    expect(mine).toMatchObject({
      kind: 'multiple',
      isCorrect: true,
      answerKeys: right.multi.answer,
      chosenKeys: right.multi.answer,
    });
    expect(mine?.rule).toContain('少选、多选、错选均不得分');

    const partly = await sitWithKinds();
    const fewer = await detailOf(partly.token, partly.sitting.sittingId, {
      [partly.multi.id]: (partly.multi.answer as string[]).slice(0, 1),
    });
    expect(fewer.find((a) => a.exerciseId === partly.multi.id)).toMatchObject({ isCorrect: false });

    const extra = await sitWithKinds();
    const all = await detailOf(extra.token, extra.sitting.sittingId, { [extra.multi.id]: ['A', 'B', 'C', 'D'] });
    expect(all.find((a) => a.exerciseId === extra.multi.id)).toMatchObject({
      isCorrect: false,
      chosenKeys: ['A', 'B', 'C', 'D'],
    });
  });

  it('scores fill-in blanks after trimming, full-width to half-width and case folding, against each accepted answer', async () => {
    const s = await sitWithKinds();
    const accepted = s.fill.answer as string[];
    // Full-width letters and digits, surrounding spaces (ideographic too) and upper case still match.
    const toFullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const given = accepted.map((text, i) =>
      i === 0 ? `\u3000 ${toFullWidth(text.toUpperCase())}  ` : ` ${text.toUpperCase()} `,
    );
    const detail = await detailOf(s.token, s.sitting.sittingId, { [s.fill.id]: given });
    const mine = detail.find((a) => a.exerciseId === s.fill.id);
    expect(mine).toMatchObject({ kind: 'fill', isCorrect: true });
    expect(mine?.blanks.every((b) => b.isCorrect)).toBe(true);
    expect(mine?.blanks[0]?.given).toBe(given[0]);

    const wrong = await sitWithKinds();
    const half = (wrong.fill.answer as string[]).map((text, i) => (i === 0 ? text : '不对'));
    const marked = (await detailOf(wrong.token, wrong.sitting.sittingId, { [wrong.fill.id]: half })).find(
      (a) => a.exerciseId === wrong.fill.id,
    );
    expect(marked?.isCorrect).toBe(false);
    expect(marked?.blanks.map((b) => b.isCorrect)).toEqual(half.map((_, i) => i === 0));
  });

  it('scores a paper of every kind from the server key: all right is 100, all wrong is 0', async () => {
    const s = await sitWithKinds();
    const { reportId } = await t.ok(
      papers.submitSitting,
      {
        sittingId: s.sitting.sittingId,
        answers: JSON.stringify(Object.fromEntries(s.key.map((q) => [q.id, q.answer]))),
        score: 0,
      },
      { token: s.token },
    );
    expect((await t.ok(reports.reportDetail, { reportId }, { token: s.token }))?.score).toBe(s.paper.totalScore);
    const w = await sitWithKinds();
    const wrong = await t.ok(
      papers.submitSitting,
      {
        sittingId: w.sitting.sittingId,
        answers: JSON.stringify(Object.fromEntries(w.key.map((q) => [q.id, q.wrong]))),
        score: 100,
      },
      { token: w.token },
    );
    expect((await t.ok(reports.reportDetail, { reportId: wrong.reportId }, { token: w.token }))?.score).toBe(0);
  });

  it('keeps multiple-choice and fill-in answers across a resume', async () => {
    const s = await sitWithKinds();
    const sheet = { [s.multi.id]: ['C', 'A'], [s.fill.id]: (s.fill.answer as string[]).map(() => '草稿') };
    await t.ok(papers.saveAnswers, { sittingId: s.sitting.sittingId, answers: JSON.stringify(sheet) }, { token: s.token });
    const resumed = await t.ok(papers.startSitting, { paperId: s.paper.id }, { token: s.token });
    expect(resumed.answers).toEqual({ [s.multi.id]: ['A', 'C'], [s.fill.id]: sheet[s.fill.id] });
  });

  it('refuses answers of the wrong shape for their question with status 0 and the question number', async () => {
    const s = await sitWithKinds();
    const save = (answers: Record<string, unknown>) =>
      t.fails(papers.saveAnswers, { sittingId: s.sitting.sittingId, answers: JSON.stringify(answers) }, { token: s.token });
    expect(await save({ [s.single.id]: ['A'] })).toBe(`第${s.number(s.single.id)}题是单选题，答案应为一个选项`);
    expect(await save({ [s.single.id]: '随便写写' })).toBe(`第${s.number(s.single.id)}题没有选项「随便写写」`);
    expect(await save({ [s.multi.id]: 'A' })).toBe(`第${s.number(s.multi.id)}题是多选题，答案应为选项列表`);
    expect(await save({ [s.multi.id]: ['A', 'Z'] })).toBe(`第${s.number(s.multi.id)}题没有选项「Z」`);
    expect(await save({ [s.fill.id]: '4' })).toBe(`第${s.number(s.fill.id)}题是填空题，答案应为每空一项的列表`);
    const blanks = (s.fill.answer as string[]).length;
    expect(await save({ [s.fill.id]: ['4', '9', '1'].slice(0, blanks + 1) })).toBe(
      `第${s.number(s.fill.id)}题有 ${blanks} 个空，收到 ${blanks + 1} 项答案`,
    );
    expect(await save({ [s.fill.id]: ['x'.repeat(101)] })).toContain('每空不超过 100 个字');
    expect(await save({ [s.fill.id]: [1, 2] })).toContain('答案应为选项或文本列表');
    // Nothing of the refused sheets was kept.
    expect((await t.ok(papers.startSitting, { paperId: s.paper.id }, { token: s.token })).answers).toEqual({});
  });
});

describe('reading reports and practising', () => {
  it("answers status 0 for another account's report, answers and sitting ids", async () => {
    const owner = await signInDemo();
    const mine = await t.ok(reports.reportDetail, {}, { token: owner });
    if (!mine) throw new Error('the demo account has seeded reports');
    const stranger = await newStudent(t);
    expect(await t.fails(reports.reportDetail, { reportId: mine.id }, { token: stranger })).toBe('报告不存在');
    expect(await t.fails(reports.reportAnswers, { reportId: mine.id }, { token: stranger })).toBe('报告不存在');
    const [paper] = await t.ok(papers.paperList, {}, { token: owner });
    if (!paper) throw new Error('no paper');
    const sitting = await t.ok(papers.startSitting, { paperId: paper.id }, { token: owner });
    expect(await t.fails(papers.submitSitting, { sittingId: sitting.sittingId, answers: '{}' }, { token: stranger })).toBe(
      '作答记录不存在',
    );
  });

  it('gives an account without reports an empty report rather than an error', async () => {
    const token = await newStudent(t);
    expect(await t.ok(reports.reportDetail, {}, { token })).toBeNull();
    expect(await t.ok(reports.recommendedCourse, {}, { token })).toBeNull();
  });

  it('checks recommended exercises in place and refuses exercises not recommended to the account', async () => {
    const token = await signInDemo();
    const list = await t.ok(reports.recommendedExercises, {}, { token });
    const first = list[0];
    if (!first) throw new Error('the demo account has seeded recommendations');
    expect(JSON.stringify(list)).not.toContain('analysis');
    const [row] = await t.db.select({ answer: exercises.answer }).from(exercises).where(eq(exercises.id, first.id));
    const right = await t.ok(reports.checkExercise, { exerciseId: first.id, chosen: row?.answer ?? 'A' }, { token });
    expect(right.isCorrect).toBe(true);
    const stranger = await newStudent(t);
    expect(await t.fails(reports.checkExercise, { exerciseId: first.id, chosen: 'A' }, { token: stranger })).toBe(
      '这道题不在你的推荐练习中',
    );
  });

  it('recommends a paid course of the latest report subject', async () => {
    const token = await signInDemo();
    const course = await t.ok(reports.recommendedCourse, {}, { token });
    expect(course?.price).toBeGreaterThan(0);
    expect(course?.chapters.length).toBe(course?.chapterCount);
  });
});

describe('the PDF report', () => {
  it('renders the own report as a PDF with the Chinese font embedded and refuses anyone else', async () => {
    const owner = await signInDemo();
    const mine = await t.ok(reports.reportDetail, {}, { token: owner });
    if (!mine) throw new Error('the demo account has seeded reports');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/e/v1/report/pdf?reportId=${mine.id}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/FontFile[23]?/);
    expect(pdf).toContain('NotoSansCJK');

    const stranger = await newStudent(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/e/v1/report/pdf?reportId=${mine.id}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(refused.json()).toMatchObject({ status: 0, message: '报告不存在' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/e/v1/report/pdf?reportId=${mine.id}` });
    expect(anonymous.json()).toMatchObject({ status: 2 });
  });
});
