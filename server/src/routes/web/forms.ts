import * as forms from '../../../../src/api/schemas/web/forms';
import { saveFeedback, saveOnlineMessage, saveTeacherEntry } from '../../services/submissions';
import { type ApiRoute, route } from '../define';
import { enforceLimit } from '../limits';
import { FEEDBACK_THANKS } from './common';

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
      return saveFeedback(deps.db, input, { userId: user?.id ?? null, source: 'home', ip: request.ip });
    },
    { successMessage: FEEDBACK_THANKS },
  ),
];
