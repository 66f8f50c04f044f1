import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { AdviserEdit, AppLinksEdit, BannerEdit, OfficialAccountEdit } from '@contract/api/schemas/admin/site';
import { consoleApi } from './consoleApi';
import { uploadArticleImage } from './newsQueries';

export type SiteBanners = DataOf<typeof admin.site.bannerList>;
export type SiteBanner = SiteBanners['list'][number];
export type SiteAppLinks = DataOf<typeof admin.site.appLinksDetail>;
export type SiteOfficialAccount = DataOf<typeof admin.site.officialAccountList>['list'][number];
export type SiteAdviser = DataOf<typeof admin.site.adviserList>['list'][number];

/** The sections of /admin/site, each at its own address (/admin/site/banners …), in the tabs' order. */
export const SITE_SECTIONS = ['banners', 'app', 'accounts', 'advisers'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export function isSiteSection(value: string | undefined): value is SiteSection {
  return (SITE_SECTIONS as readonly string[]).includes(value ?? '');
}

const keys = {
  banners: ['console', 'site', 'banners'] as const,
  app: ['console', 'site', 'app'] as const,
  accounts: ['console', 'site', 'accounts'] as const,
  advisers: ['console', 'site', 'advisers'] as const,
};

export function useSiteBanners() {
  return useQuery({
    queryKey: keys.banners,
    queryFn: () => consoleApi.call(admin.site.bannerList, {}, { handleError: true }),
  });
}

export function useSiteAppLinks() {
  return useQuery({
    queryKey: keys.app,
    queryFn: () => consoleApi.call(admin.site.appLinksDetail, {}, { handleError: true }),
  });
}

export function useSiteOfficialAccounts() {
  return useQuery({
    queryKey: keys.accounts,
    queryFn: () => consoleApi.call(admin.site.officialAccountList, {}, { handleError: true }),
  });
}

export function useSiteAdvisers() {
  return useQuery({
    queryKey: keys.advisers,
    queryFn: () => consoleApi.call(admin.site.adviserList, {}, { handleError: true }),
  });
}

/**
 * A write of one section: every write answers with the section's whole list (new versions, new order), which
 * replaces the cached one; the audit log is read again.
 */
export function useSiteWrite<Input, Answer>(key: readonly string[], write: (input: Input) => Promise<Answer>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queries.setQueryData(key, answer);
      return queries.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

export function useSaveBanner() {
  return useSiteWrite(keys.banners, (edit: BannerEdit) => consoleApi.call(admin.site.saveBanner, edit, { handleError: true }));
}

export function useReorderBanners() {
  return useSiteWrite(keys.banners, (ids: readonly number[]) =>
    consoleApi.call(admin.site.reorderBanners, { bannerIds: ids.join(',') }, { handleError: true }),
  );
}

export function useDeleteBanner() {
  return useSiteWrite(keys.banners, (banner: { id: number; version: number }) =>
    consoleApi.call(admin.site.deleteBanner, { bannerId: banner.id, version: banner.version }, { handleError: true }),
  );
}

export function useSaveAppLinks() {
  return useSiteWrite(keys.app, (edit: AppLinksEdit) => consoleApi.call(admin.site.saveAppLinks, edit, { handleError: true }));
}

export function useSaveOfficialAccount() {
  return useSiteWrite(keys.accounts, (edit: OfficialAccountEdit) =>
    consoleApi.call(admin.site.saveOfficialAccount, edit, { handleError: true }),
  );
}

export function useReorderOfficialAccounts() {
  return useSiteWrite(keys.accounts, (ids: readonly number[]) =>
    consoleApi.call(admin.site.reorderOfficialAccounts, { accountIds: ids.join(',') }, { handleError: true }),
  );
}

export function useDeleteOfficialAccount() {
  return useSiteWrite(keys.accounts, (accountId: number) =>
    consoleApi.call(admin.site.deleteOfficialAccount, { accountId }, { handleError: true }),
  );
}

export function useSaveAdviser() {
  return useSiteWrite(keys.advisers, (edit: AdviserEdit) => consoleApi.call(admin.site.saveAdviser, edit, { handleError: true }));
}

export function useReorderAdvisers() {
  return useSiteWrite(keys.advisers, (ids: readonly number[]) =>
    consoleApi.call(admin.site.reorderAdvisers, { adviserIds: ids.join(',') }, { handleError: true }),
  );
}

/** Site pictures (banners, QR codes) go up with the console's image ticket, as article pictures do. */
export const uploadSiteImage = uploadArticleImage;
