import * as forms from '../../../../../contract/api/schemas/web/forms';
import { API_STATUS } from '../../../../../contract/api/schemas/status';
import { readCredential, SESSION_INVALID_MESSAGE } from '../../../platform/plugins/auth';
import { ApiError } from '../../../platform/plugins/apiError';
import { listMyFeedback } from '../feedbackHistory';
import { FEEDBACK_CAPTCHA_REQUIRED, FEEDBACK_THANKS, saveFeedback, saveOnlineMessage, saveTeacherEntry } from '../submissions';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { enforceLimit } from '../../../platform/rateLimit/limits';
import { CAPTCHA_WRONG } from '../../accounts';

export const formRoutes: ApiRoute[] = [
  route(
    forms.addTeacherEntry,
    async ({ deps, input, request }) => {
      await enforceLimit(deps, request, 'submission');
      return saveTeacherEntry(deps.db, input, deps.now());
    },
    { successMessage: '申请已提交，我们会尽快与您联系' },
  ),
  route(
    forms.addOnlineMessage,
    async ({ deps, input, request }) => {
      await enforceLimit(deps, request, 'submission');
      return saveOnlineMessage(deps.db, input);
    },
    { successMessage: '留言已提交，我们会尽快回复' },
  ),
  route(
    forms.saveHomeFeedback,
    async ({ deps, input, user, request }) => {
      await enforceLimit(deps, request, 'submission');
      if (!user) {
        // Sent with a token the server no longer knows: the session ended, not a visitor without a captcha.
        if (readCredential(request).kind === 'bearer') throw new ApiError(SESSION_INVALID_MESSAGE, API_STATUS.sessionInvalid);
        // Anonymous: the captcha keeps scripts out, as on /fackback. A known user answers for the feedback instead.
        if (!input.captcha || !input.c) throw new ApiError(FEEDBACK_CAPTCHA_REQUIRED);
        if (!(await deps.captcha.verifyCaptcha(input.c, input.captcha))) throw new ApiError(CAPTCHA_WRONG);
      }
      return saveFeedback(deps.db, input, { userId: user?.id ?? null, source: 'home', ip: request.ip });
    },
    { successMessage: FEEDBACK_THANKS },
  ),
  route(forms.myProblemFeedback, ({ deps, input, user }) => listMyFeedback(deps.db, user.id, input)),
];
