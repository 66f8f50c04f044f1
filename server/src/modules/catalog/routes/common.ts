import * as common from '../../../../../contract/api/schemas/web/common';
import * as kill from '../../../../../contract/api/schemas/web/kill';
import { loadBasicData, loadGradeSelection } from '../basicData';
import { citiesOfProvince, listProvinces, regionPath, zoneWithChildren } from '../regions';
import { ApiError } from '../../../platform/plugins/apiError';
import { FEEDBACK_THANKS, saveFeedback } from '../../content';
import { CAPTCHA_WRONG } from '../../accounts';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { enforceLimit } from '../../../platform/rateLimit/limits';

const basicDataTags = [CACHE_TAGS.basicData, CACHE_TAGS.catalog, CACHE_TAGS.news];

export const commonRoutes: ApiRoute[] = [
  route(common.getBasicData, ({ deps }) => loadBasicData(deps.db, deps.now(), deps.config.appStoreLinks), {
    cacheTags: basicDataTags,
  }),
  route(kill.killGetBasicData, ({ deps }) => loadBasicData(deps.db, deps.now(), deps.config.appStoreLinks), {
    cacheTags: basicDataTags,
  }),
  route(common.getProvince, ({ deps }) => listProvinces(deps.db), { cacheTags: [CACHE_TAGS.regions] }),
  route(common.findByProvince, ({ deps, input }) => citiesOfProvince(deps.db, input.provinceId), {
    cacheTags: [CACHE_TAGS.regions],
  }),
  route(common.findZoneById, ({ deps, input }) => zoneWithChildren(deps.db, input.id), { cacheTags: [CACHE_TAGS.regions] }),
  route(common.findRegionById, ({ deps, input }) => regionPath(deps.db, input.id), { cacheTags: [CACHE_TAGS.regions] }),
  route(common.findGradeSelection, ({ deps }) => loadGradeSelection(deps.db), { cacheTags: [CACHE_TAGS.catalog] }),
  route(
    common.problemFeedback,
    async ({ deps, input, user, request }) => {
      await enforceLimit(deps, request, 'submission');
      // Anonymous and public: the captcha keeps scripts out. A used answer cannot be replayed.
      if (!(await deps.captcha.verifyCaptcha(input.c, input.captcha))) throw new ApiError(CAPTCHA_WRONG);
      return saveFeedback(deps.db, input, { userId: user?.id ?? null, source: 'fackback', ip: request.ip });
    },
    { successMessage: FEEDBACK_THANKS },
  ),
];
