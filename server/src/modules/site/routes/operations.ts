import type { ApiCall } from '../../../../../contract/api/schemas/contract';
import * as admin from '../../../../../contract/api/schemas/admin/site';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, type Handler, route } from '../../../platform/plugins/define';
import { contentWrite } from '../../content';
import { advisersForStaff, reorderAdvisers, saveAdviser } from '../adviserAdmin';
import {
  appLinksForStaff,
  bannersForStaff,
  deleteBanner,
  deleteOfficialAccount,
  officialAccountsForStaff,
  reorderBanners,
  reorderOfficialAccounts,
  saveAppLinks,
  saveBanner,
  saveOfficialAccount,
} from '../siteAdmin';

const read = { permission: 'content.read' } as const;
/** The home carousel (findBanners) and the official account (findBywxGongzhonghao) are cached as the site's. */
const siteWrite = <Call extends ApiCall>(call: Call, write: Handler<Call>) => contentWrite(call, write, CACHE_TAGS.site);
/** The app's links travel in the basic data. */
const basicDataWrite = <Call extends ApiCall>(call: Call, write: Handler<Call>) =>
  contentWrite(call, write, CACHE_TAGS.basicData);
/**
 * The anti-counterfeit check and the adviser dialog read the advisers uncached, so a change is seen at once
 * without dropping any cache.
 */
const adviserWrite = <Call extends ApiCall>(call: Call, write: Handler<Call>) =>
  route(call, write, { permission: 'content.write' });

/** The site's operations in the console (/api/admin/v1/site/…): banners, app links, official accounts, advisers. */
export const adminOperationsRoutes: ApiRoute[] = [
  route(admin.bannerList, ({ deps }) => bannersForStaff(deps.db, deps.now()), read),
  siteWrite(admin.saveBanner, ({ input, staff, deps }) => saveBanner(deps.db, input, staff.id, deps.now())),
  siteWrite(admin.reorderBanners, ({ input, staff, deps }) => reorderBanners(deps.db, input.bannerIds, staff.id, deps.now())),
  siteWrite(admin.deleteBanner, ({ input, staff, deps }) =>
    deleteBanner(deps.db, input.bannerId, input.version, staff.id, deps.now()),
  ),
  route(admin.appLinksDetail, ({ deps }) => appLinksForStaff(deps.db, deps.config.appStoreLinks), read),
  basicDataWrite(admin.saveAppLinks, ({ input, staff, deps }) =>
    saveAppLinks(deps.db, input, staff.id, deps.config.appStoreLinks),
  ),
  route(admin.officialAccountList, ({ deps }) => officialAccountsForStaff(deps.db), read),
  siteWrite(admin.saveOfficialAccount, ({ input, staff, deps }) => saveOfficialAccount(deps.db, input, staff.id)),
  siteWrite(admin.reorderOfficialAccounts, ({ input, staff, deps }) =>
    reorderOfficialAccounts(deps.db, input.accountIds, staff.id),
  ),
  siteWrite(admin.deleteOfficialAccount, ({ input, staff, deps }) => deleteOfficialAccount(deps.db, input.accountId, staff.id)),
  route(admin.adviserList, ({ deps }) => advisersForStaff(deps.db), read),
  adviserWrite(admin.saveAdviser, ({ input, staff, deps }) => saveAdviser(deps.db, input, staff.id)),
  adviserWrite(admin.reorderAdvisers, ({ input, staff, deps }) => reorderAdvisers(deps.db, input.adviserIds, staff.id)),
];
