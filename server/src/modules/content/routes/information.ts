import * as information from '../../../../../contract/api/schemas/web/information';
import { listArticles, readArticle } from '../news';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const informationRoutes: ApiRoute[] = [
  route(information.findArticles, ({ deps, input }) => listArticles(deps.db, input, deps.now()), {
    cacheTags: [CACHE_TAGS.news],
  }),
  route(information.articleDetails, ({ deps, input }) => readArticle(deps.db, input.id, deps.now())),
];
