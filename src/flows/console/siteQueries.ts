import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { SitePageFields, TenderFields } from '@contract/api/schemas/admin/pages';
import type { SitePageSlug } from '@contract/api/schemas/web/site';
import { consoleApi } from './consoleApi';

export type StaffSitePageRow = DataOf<typeof admin.pages.sitePageList>[number];
export type StaffSitePage = DataOf<typeof admin.pages.sitePageDetail>;
export type StaffTenderRow = DataOf<typeof admin.pages.tenderList>['list'][number];
export type StaffTender = DataOf<typeof admin.pages.tenderDetail>;
export type StaffFaq = DataOf<typeof admin.pages.faqContents>;

export const TENDER_PAGE_SIZE = 20;

const keys = {
  pages: ['console', 'sitePages', 'list'] as const,
  page: (slug: string) => ['console', 'sitePages', 'one', slug] as const,
  tenders: (filter: { q: string; page: number }) => ['console', 'tenders', 'list', filter] as const,
  tender: (id: number) => ['console', 'tenders', 'one', id] as const,
  faq: ['console', 'faq'] as const,
};

const options = { handleError: true } as const;

export function useStaffSitePages() {
  return useQuery({ queryKey: keys.pages, queryFn: () => consoleApi.call(admin.pages.sitePageList, {}, options) });
}

export function useStaffSitePage(slug: SitePageSlug | null) {
  return useQuery({
    queryKey: keys.page(slug ?? ''),
    queryFn: () => consoleApi.call(admin.pages.sitePageDetail, { slug: slug! }, options),
    enabled: slug !== null,
  });
}

/** A site page write: the answer is its new version; the list and the audit log are read again. */
export function useSitePageWrite() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { slug: SitePageSlug; version: number } & (
        { action: 'save'; values: SitePageFields } | { action: 'publish' | 'discard' }
      ),
    ) => {
      const { slug, version } = input;
      if (input.action === 'save') return consoleApi.call(admin.pages.saveSitePage, { slug, version, ...input.values }, options);
      return input.action === 'publish'
        ? consoleApi.call(admin.pages.publishSitePage, { slug, version }, options)
        : consoleApi.call(admin.pages.discardSitePageDraft, { slug, version }, options);
    },
    onSuccess: (saved) => {
      queries.setQueryData(keys.page(saved.slug), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: keys.pages }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

export function useStaffTenders(filter: { q: string; page: number }) {
  return useQuery({
    queryKey: keys.tenders(filter),
    queryFn: () => consoleApi.call(admin.pages.tenderList, { q: filter.q, page: filter.page, size: TENDER_PAGE_SIZE }, options),
    placeholderData: keepPreviousData,
  });
}

export function useStaffTender(tenderId: number | null) {
  return useQuery({
    queryKey: keys.tender(tenderId ?? 0),
    queryFn: () => consoleApi.call(admin.pages.tenderDetail, { tenderId: tenderId! }, options),
    enabled: tenderId !== null,
  });
}

type TenderWrite =
  | { action: 'save'; tenderId: number | null; version: number | null; values: TenderFields }
  | { action: 'publish'; tenderId: number; version: number; published: boolean }
  | { action: 'delete'; tenderId: number; version: number };

/** A tender write: the notice's new version (none once deleted); the list and the audit log are read again. */
export function useTenderWrite() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (input: TenderWrite): Promise<StaffTender | null> => {
      if (input.action === 'save') {
        return consoleApi.call(
          admin.pages.saveTender,
          {
            ...(input.tenderId ? { tenderId: input.tenderId } : {}),
            ...(input.version ? { version: input.version } : {}),
            ...input.values,
          },
          options,
        );
      }
      if (input.action === 'publish') {
        const { tenderId, version, published } = input;
        return consoleApi.call(admin.pages.setTenderPublished, { tenderId, version, published: published ? '1' : '0' }, options);
      }
      await consoleApi.call(admin.pages.deleteTender, { tenderId: input.tenderId, version: input.version }, options);
      return null;
    },
    onSuccess: (saved, input) => {
      if (saved) queries.setQueryData(keys.tender(saved.id), saved);
      else queries.removeQueries({ queryKey: keys.tender(input.tenderId ?? 0) });
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'tenders', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

export function useStaffFaq() {
  return useQuery({ queryKey: keys.faq, queryFn: () => consoleApi.call(admin.pages.faqContents, {}, options) });
}

/** One change of the FAQ or the fee table, as the FAQ editor makes it. */
export type FaqWrite =
  | { kind: 'entry'; id: number | null; version: number | null; question: string; answer: string }
  | { kind: 'fee'; id: number | null; version: number | null; item: string; standard: string; note: string }
  | { kind: 'deleteEntry' | 'deleteFee'; id: number; version: number }
  | { kind: 'orderEntries' | 'orderFees'; ids: readonly number[] };

function faqCall(write: FaqWrite): Promise<StaffFaq> {
  const existing = (id: number | null, version: number | null) => (id && version ? { version } : {});
  switch (write.kind) {
    case 'entry':
      return consoleApi.call(
        admin.pages.saveFaqEntry,
        {
          ...(write.id ? { entryId: write.id } : {}),
          ...existing(write.id, write.version),
          question: write.question,
          answer: write.answer,
        },
        options,
      );
    case 'fee':
      return consoleApi.call(
        admin.pages.saveFeeItem,
        {
          ...(write.id ? { feeItemId: write.id } : {}),
          ...existing(write.id, write.version),
          item: write.item,
          standard: write.standard,
          note: write.note,
        },
        options,
      );
    case 'deleteEntry':
      return consoleApi.call(admin.pages.deleteFaqEntry, { entryId: write.id, version: write.version }, options);
    case 'deleteFee':
      return consoleApi.call(admin.pages.deleteFeeItem, { feeItemId: write.id, version: write.version }, options);
    case 'orderEntries':
      return consoleApi.call(admin.pages.reorderFaq, { entryIds: write.ids.join(',') }, options);
    case 'orderFees':
      return consoleApi.call(admin.pages.reorderFaq, { feeItemIds: write.ids.join(',') }, options);
  }
}

/** A FAQ write: the answer is both lists as they now are. */
export function useFaqWrite() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: faqCall,
    onSuccess: (faq) => {
      queries.setQueryData(keys.faq, faq);
      return queries.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
