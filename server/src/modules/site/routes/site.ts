import * as site from '../../../../../contract/api/schemas/web/site';
import { findSitePage, findTender, listBanners, listFeeItems, listTenders, listTrainerFaq } from '../site';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';

const cached = { cacheTags: [CACHE_TAGS.site] };

export const siteRoutes: ApiRoute[] = [
  route(site.findBanners, ({ deps }) => listBanners(deps.db, deps.now()), cached),
  route(site.findSitePage, ({ deps, input }) => findSitePage(deps.db, input.slug), cached),
  route(site.findFeeItems, ({ deps }) => listFeeItems(deps.db), cached),
  route(site.findTrainerFaq, ({ deps }) => listTrainerFaq(deps.db), cached),
  route(site.findTenders, ({ deps, input }) => listTenders(deps.db, input), cached),
  route(site.findTenderById, ({ deps, input }) => findTender(deps.db, input.id), cached),
];
