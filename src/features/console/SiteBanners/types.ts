import type { bannerList } from '@contract/api/schemas/admin/site';
import type { AppDataOf } from '@contract/api/schemas/contract';

export type SiteBannerList = AppDataOf<typeof bannerList>;
export type SiteBannerRow = SiteBannerList['list'][number];
