import type { NewsArticle, NewsCategory, NewsCategoryCode } from '../types';
import { admissionArticles } from './admission';
import { renderArticle, type ArticleDraft } from './build';
import { familyArticles } from './family';
import { methodArticles } from './method';
import { platformArticles } from './platform';
import { policyArticles } from './policy';

export const newsCategories: NewsCategory[] = [
  { code: 'admission', name: '升学资讯', sortOrder: 1 },
  { code: 'method', name: '学习方法', sortOrder: 2 },
  { code: 'family', name: '家庭教育', sortOrder: 3 },
  { code: 'platform', name: '平台动态', sortOrder: 4 },
  { code: 'policy', name: '政策解读', sortOrder: 5 },
];

const draftsByCategory: Record<NewsCategoryCode, ArticleDraft[]> = {
  admission: admissionArticles,
  method: methodArticles,
  family: familyArticles,
  platform: platformArticles,
  policy: policyArticles,
};

function toArticles(category: NewsCategoryCode, drafts: ArticleDraft[]): NewsArticle[] {
  return drafts.map((draft, index) => {
    const code = `${category}-${String(index + 1).padStart(2, '0')}`;
    return {
      code,
      category,
      title: draft.title,
      summary: draft.summary,
      author: draft.author,
      publishedAt: `${draft.publishedAt}:00+08:00`,
      coverPath: `news/${code}.webp`,
      contentHtml: renderArticle(category, draft),
      views: draft.views,
      isTop: draft.isTop ?? false,
    };
  });
}

/** Newest first, as lists show them. */
export const newsArticles: NewsArticle[] = newsCategories
  .flatMap((category) => toArticles(category.code, draftsByCategory[category.code]))
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
