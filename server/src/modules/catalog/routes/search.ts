import * as search from '../../../../../contract/api/schemas/web/search';
import { searchEverything } from '../search';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const searchRoutes: ApiRoute[] = [
  route(search.searchInformation, ({ deps, input }) => searchEverything(deps.db, input, deps.now()), {
    cacheTags: [CACHE_TAGS.catalog, CACHE_TAGS.news, CACHE_TAGS.tutors],
  }),
];
