import * as qiniu from '../../../../../contract/api/schemas/web/qiniu';
import { isPrivateKind } from '../../../providers/storage/uploadTypes';
import { ANONYMOUS_OWNER } from '../../../providers/storage/local';
import { ApiError } from '../../../platform/plugins/apiError';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { enforceLimit, enforceUploadQuota } from '../../../platform/rateLimit/limits';
import { CAPTCHA_WRONG } from '../../accounts';
import { FEEDBACK_CAPTCHA_REQUIRED } from '../../content';

/** Tokens one solved captcha buys: the most files an anonymous form takes (three screenshots). */
export const UPLOADS_PER_CAPTCHA = 3;
export const CAPTCHA_SPENT_ON_UPLOADS = '图形验证码已失效，请重新输入';

export const qiniuRoutes: ApiRoute[] = [
  route(qiniu.getUploadToken, async ({ deps, request, input, user }) => {
    await enforceLimit(deps, request, 'uploadToken');
    if (!user) {
      // An anonymous form proves a person with the captcha it shows; its own submission still uses it up.
      if (!input.captcha || !input.c) throw new ApiError(FEEDBACK_CAPTCHA_REQUIRED);
      if (!(await deps.captcha.checkCaptcha(input.c, input.captcha))) throw new ApiError(CAPTCHA_WRONG);
      const granted = await deps.store.incr(`captcha-uploads:${input.c}`, 10 * 60);
      if (granted > UPLOADS_PER_CAPTCHA) throw new ApiError(CAPTCHA_SPENT_ON_UPLOADS);
    }
    await enforceUploadQuota(deps, request);
    const now = deps.now();
    if (isPrivateKind(input.kind)) {
      return deps.providers.files.createUploadTicket(now, input.kind, user ? `u${user.id}` : ANONYMOUS_OWNER);
    }
    return deps.providers.storage.createUploadTicket(now, input.kind);
  }),
];
