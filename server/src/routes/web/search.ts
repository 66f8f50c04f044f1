import * as search from '../../../../contract/api/schemas/web/search';
import { searchEverything } from '../../services/search';
import { CACHE_TAGS } from '../cacheTags';
import { type ApiRoute, route } from '../define';

export const searchRoutes: ApiRoute[] = [
  route(search.searchInformation, ({ deps, input }) => searchEverything(deps.db, input, deps.now()), {
    cacheTags: [CACHE_TAGS.catalog, CACHE_TAGS.news, CACHE_TAGS.tutors],
  }),
];
