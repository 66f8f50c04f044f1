import * as praise from '../../../../contract/api/schemas/web/studentPublicPraise';
import { homePraise, praiseLocations } from '../../services/praise';
import { CACHE_TAGS } from '../cacheTags';
import { type ApiRoute, route } from '../define';

export const praiseRoutes: ApiRoute[] = [
  route(praise.findPraiseLocations, ({ deps }) => praiseLocations(deps.db), { cacheTags: [CACHE_TAGS.praise] }),
  route(praise.findHomePraise, ({ deps, input }) => homePraise(deps.db, input), { cacheTags: [CACHE_TAGS.praise] }),
];
