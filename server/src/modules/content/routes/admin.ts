import type { ApiCall } from '../../../../../contract/api/schemas/contract';
import * as admin from '../../../../../contract/api/schemas/admin/news';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, type Handler, route } from '../../../platform/plugins/define';
import {
  articleCategories,
  articleForStaff,
  listArticlesForStaff,
  saveArticle,
  saveArticleCategory,
  setArticleStatus,
} from '../newsAdmin';

/**
 * A content write of the console: it needs content.write, and the public pages and the sitemap show it at
 * once (the read cache drops the written tag, the news by default, on every instance).
 */
export function contentWrite<Call extends ApiCall>(call: Call, write: Handler<Call>, tag: string = CACHE_TAGS.news): ApiRoute {
  return route(
    call,
    async (context) => {
      const result = await write(context);
      await context.deps.cache.invalidate(tag);
      return result;
    },
    { permission: 'content.write' },
  );
}

/** News of the operations console (/api/admin/v1/news/…). */
export const adminNewsRoutes: ApiRoute[] = [
  route(admin.articleList, ({ input, deps }) => listArticlesForStaff(deps.db, input), { permission: 'content.read' }),
  route(admin.articleDetail, ({ input, deps }) => articleForStaff(deps.db, input.articleId), { permission: 'content.read' }),
  route(admin.articleCategories, ({ deps }) => articleCategories(deps.db), { permission: 'content.read' }),
  contentWrite(admin.saveArticle, ({ input, staff, deps }) => saveArticle(deps.db, input, staff.id)),
  contentWrite(admin.setArticleStatus, ({ input, staff, deps }) =>
    setArticleStatus(deps.db, input.articleId, input.status, input.version, staff.id, deps.now()),
  ),
  contentWrite(admin.saveArticleCategory, ({ input, staff, deps }) => saveArticleCategory(deps.db, input, staff.id)),
  route(admin.imageUploadTicket, async ({ deps }) => deps.providers.storage.createUploadTicket(deps.now(), 'image'), {
    permission: 'content.write',
  }),
];
