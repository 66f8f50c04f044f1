import * as web from '../../../../../contract/api/schemas/web/campaignTexts';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { campaignPageTexts } from '../campaignTexts';

/** The texts the gift and parent-binding pages show: the same for every visitor, so cached until a save. */
export const campaignTextRoutes: ApiRoute[] = [
  route(web.campaignTexts, ({ deps, request }) => campaignPageTexts(deps.db, request.log), {
    cacheTags: [CACHE_TAGS.campaignTexts],
  }),
];
