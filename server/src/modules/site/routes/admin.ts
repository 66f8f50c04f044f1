import * as admin from '../../../../../contract/api/schemas/admin/pages';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiCall } from '../../../../../contract/api/schemas/contract';
import { type ApiRoute, type Handler, route } from '../../../platform/plugins/define';
import { contentWrite } from '../../content';
import { deleteFaqEntry, deleteFeeItem, faqForStaff, reorderFaq, saveFaqEntry, saveFeeItem } from '../faqAdmin';
import { discardSitePageDraft, listSitePagesForStaff, publishSitePage, saveSitePageDraft, sitePageForStaff } from '../pagesAdmin';
import { deleteTender, listTendersForStaff, saveTender, setTenderPublished, tenderForStaff } from '../tendersAdmin';

/** A write the site shows at once: its pages, tender notices, FAQ and the sitemap are read again on every instance. */
const siteWrite = <Call extends ApiCall>(call: Call, write: Handler<Call>) => contentWrite(call, write, CACHE_TAGS.site);
const read = { permission: 'content.read' } as const;

/** Site pages, tender announcements and the FAQ in the operations console (/api/admin/v1/pages|tenders|faq/…). */
export const adminSiteRoutes: ApiRoute[] = [
  route(admin.sitePageList, ({ deps }) => listSitePagesForStaff(deps.db), read),
  route(admin.sitePageDetail, ({ input, deps }) => sitePageForStaff(deps.db, input.slug), read),
  // A draft is the console's alone: the site, and so its cache, is untouched until the draft is published.
  route(admin.saveSitePage, ({ input, staff, deps }) => saveSitePageDraft(deps.db, input, staff.id), {
    permission: 'content.write',
  }),
  siteWrite(admin.publishSitePage, ({ input, staff, deps }) =>
    publishSitePage(deps.db, input.slug, input.version, staff.id, deps.now()),
  ),
  route(
    admin.discardSitePageDraft,
    ({ input, staff, deps }) => discardSitePageDraft(deps.db, input.slug, input.version, staff.id),
    {
      permission: 'content.write',
    },
  ),

  route(admin.tenderList, ({ input, deps }) => listTendersForStaff(deps.db, input), read),
  route(admin.tenderDetail, ({ input, deps }) => tenderForStaff(deps.db, input.tenderId), read),
  siteWrite(admin.saveTender, ({ input, staff, deps }) => saveTender(deps.db, input, staff.id)),
  siteWrite(admin.setTenderPublished, ({ input, staff, deps }) => setTenderPublished(deps.db, input, staff.id, deps.now())),
  siteWrite(admin.deleteTender, ({ input, staff, deps }) => deleteTender(deps.db, input.tenderId, input.version, staff.id)),

  route(admin.faqContents, ({ deps }) => faqForStaff(deps.db), read),
  siteWrite(admin.saveFaqEntry, ({ input, staff, deps }) => saveFaqEntry(deps.db, input, staff.id)),
  siteWrite(admin.deleteFaqEntry, ({ input, staff, deps }) => deleteFaqEntry(deps.db, input.entryId, input.version, staff.id)),
  siteWrite(admin.saveFeeItem, ({ input, staff, deps }) => saveFeeItem(deps.db, input, staff.id)),
  siteWrite(admin.deleteFeeItem, ({ input, staff, deps }) => deleteFeeItem(deps.db, input.feeItemId, input.version, staff.id)),
  siteWrite(admin.reorderFaq, ({ input, staff, deps }) => reorderFaq(deps.db, input, staff.id)),
];
