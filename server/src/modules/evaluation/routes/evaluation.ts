import * as account from '../../../../../contract/api/schemas/evaluation/account';
import * as orders from '../../../../../contract/api/schemas/evaluation/orders';
import * as papers from '../../../../../contract/api/schemas/evaluation/papers';
import * as reports from '../../../../../contract/api/schemas/evaluation/reports';
import {
  checkResetCode,
  completeProfile,
  passwordSignIn,
  presentEvaluationUser,
  resetPassword,
  sendEvaluationCode,
  smsSignIn,
  wechatSignIn,
} from '../account';
import { checkRecommended, listRecommended, recommendedCourse, reportAnswers, reportDetail } from '../reports';
import { createEvaluationOrder, evaluationOrderDetail, evaluationPayStatus, payEvaluationOrder } from '../orders';
import { listPapers, saveAnswers, startSitting, submitSitting } from '../sittings';
import { type ApiRoute, route } from '../../../platform/plugins/define';

/** The evaluation area's calls; their tokens are evaluation sessions (see authenticateEvaluation). */
export const evaluationRoutes: ApiRoute[] = [
  route(account.passwordSignIn, ({ deps, input, request }) => passwordSignIn(deps, input, request.ip)),
  route(account.sendCode, ({ deps, input, request }) => sendEvaluationCode(deps, input, request.ip), {
    successMessage: '验证码已发送',
  }),
  route(account.smsSignIn, ({ deps, input }) => smsSignIn(deps, input)),
  route(account.wechatSignIn, ({ deps, input }) => wechatSignIn(deps, input.code)),
  route(account.checkResetCode, ({ deps, input }) => checkResetCode(deps, input)),
  route(account.resetPassword, ({ deps, input }) => resetPassword(deps, input), { successMessage: '密码已重置，请重新登录' }),
  route(account.nextStep, ({ deps, evaluationUser, input }) => completeProfile(deps, evaluationUser, input)),
  route(account.userInfo, ({ deps, evaluationUser }) => presentEvaluationUser(deps, evaluationUser.id)),
  route(account.signOut, async ({ deps, evaluationUser }) => {
    await deps.evaluationSessions.revoke(evaluationUser.sessionId);
    return null;
  }),
  route(papers.paperList, ({ deps, evaluationUser }) => listPapers(deps, evaluationUser)),
  route(papers.startSitting, ({ deps, evaluationUser, input }) => startSitting(deps, evaluationUser, input.paperId)),
  route(papers.saveAnswers, ({ deps, evaluationUser, input }) => saveAnswers(deps, evaluationUser, input)),
  route(papers.submitSitting, ({ deps, evaluationUser, input }) => submitSitting(deps, evaluationUser, input)),
  route(reports.reportDetail, ({ deps, evaluationUser, input }) => reportDetail(deps, evaluationUser, input.reportId)),
  route(reports.reportAnswers, ({ deps, evaluationUser, input }) => reportAnswers(deps, evaluationUser, input.reportId)),
  route(reports.recommendedExercises, ({ deps, evaluationUser }) => listRecommended(deps, evaluationUser)),
  route(reports.checkExercise, ({ deps, evaluationUser, input }) => checkRecommended(deps, evaluationUser, input)),
  route(reports.recommendedCourse, ({ deps, evaluationUser }) => recommendedCourse(deps, evaluationUser)),
  route(orders.createOrder, ({ deps, evaluationUser, input, request }) =>
    createEvaluationOrder(deps, evaluationUser, input, request),
  ),
  route(orders.payOrder, ({ deps, evaluationUser, input, request }) => payEvaluationOrder(deps, evaluationUser, input, request)),
  route(orders.orderDetail, ({ deps, evaluationUser, input, request }) =>
    evaluationOrderDetail(deps, evaluationUser, input.orderNo, request),
  ),
  route(orders.payStatus, ({ deps, evaluationUser, input, request }) =>
    evaluationPayStatus(deps, evaluationUser, input.orderNo, request),
  ),
];
