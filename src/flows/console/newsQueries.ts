import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { ArticleFields } from '@contract/api/schemas/admin/news';
import type { ArticleStatus } from '@contract/vocabulary/articleStatus';
import { uploadWithTicket } from '@/flows/upload';
import { consoleApi } from './consoleApi';

export type StaffArticleRow = DataOf<typeof admin.news.articleList>['list'][number];
export type StaffArticle = DataOf<typeof admin.news.articleDetail>;
export type ArticleCategory = DataOf<typeof admin.news.articleCategories>[number];

/** The news list's filter as the address keeps it, so a reload or the back button shows the same list. */
export interface ArticleFilter {
  q: string;
  categoryId: number | null;
  status: ArticleStatus | '';
  page: number;
}

export const ARTICLE_PAGE_SIZE = 20;

const keys = {
  list: (filter: ArticleFilter) => ['console', 'news', 'list', filter] as const,
  categories: ['console', 'news', 'categories'] as const,
  one: (id: number) => ['console', 'news', 'one', id] as const,
};

export function useStaffArticles(filter: ArticleFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.news.articleList,
        {
          q: filter.q,
          page: filter.page,
          size: ARTICLE_PAGE_SIZE,
          ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        },
        { handleError: true },
      ),
    // The filters stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useArticleCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => consoleApi.call(admin.news.articleCategories, {}, { handleError: true }),
  });
}

export function useStaffArticle(articleId: number | null) {
  return useQuery({
    queryKey: keys.one(articleId ?? 0),
    queryFn: () => consoleApi.call(admin.news.articleDetail, { articleId: articleId! }, { handleError: true }),
    enabled: articleId !== null,
  });
}

/** What the article form sends. */
export type ArticleFormValues = ArticleFields;

/** An article write: the list, the categories' counts and the audit log are read again; the answer is the new version. */
function useArticleWrite<Input>(write: (input: Input) => Promise<StaffArticle>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'news', 'list'] }),
        queries.invalidateQueries({ queryKey: keys.categories }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

export function useSaveArticle() {
  return useArticleWrite((input: { articleId: number | null; version: number | null; values: ArticleFormValues }) =>
    consoleApi.call(
      admin.news.saveArticle,
      {
        ...(input.articleId ? { articleId: input.articleId } : {}),
        ...(input.version ? { version: input.version } : {}),
        ...input.values,
        isTop: input.values.isTop ? '1' : '0',
      },
      { handleError: true },
    ),
  );
}

export function useSetArticleStatus() {
  return useArticleWrite((input: { articleId: number; status: ArticleStatus; version: number }) =>
    consoleApi.call(admin.news.setArticleStatus, input, { handleError: true }),
  );
}

export function useSaveArticleCategory() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { categoryId: number | null; name: string }) =>
      consoleApi.call(
        admin.news.saveArticleCategory,
        { ...(input.categoryId ? { categoryId: input.categoryId } : {}), name: input.name },
        { handleError: true },
      ),
    onSuccess: (categories) => {
      queries.setQueryData(keys.categories, categories);
      return queries.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

/**
 * Uploads a picture for an article (cover or body) with the console's own ticket; the stored address, or the
 * refusal's message as an error.
 */
export async function uploadArticleImage(file: File, fallbackMessage: string): Promise<string> {
  const ticket = await consoleApi.call(admin.news.imageUploadTicket, {}, { handleError: true });
  const answer = await uploadWithTicket(ticket, file, fallbackMessage);
  if (!answer.appData) throw new Error(answer.message);
  return answer.appData.url;
}
