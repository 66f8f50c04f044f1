import * as praise from '../../../../../contract/api/schemas/web/studentPublicPraise';
import { homePraise, praiseLocations } from '../praise';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const praiseRoutes: ApiRoute[] = [
  route(praise.findPraiseLocations, ({ deps }) => praiseLocations(deps.db), { cacheTags: [CACHE_TAGS.praise] }),
  route(praise.findHomePraise, ({ deps, input }) => homePraise(deps.db, input), { cacheTags: [CACHE_TAGS.praise] }),
];
