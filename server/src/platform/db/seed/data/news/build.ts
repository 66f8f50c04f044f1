import { assetUrl } from '../paths';
import type { NewsCategoryCode } from '../types';

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** numbered list instead of bullets */
  ordered?: boolean;
}

export interface ArticleDraft {
  title: string;
  summary: string;
  author: string;
  /** YYYY-MM-DDTHH:mm */
  publishedAt: string;
  views: number;
  isTop?: boolean;
  lead: string;
  sections: ArticleSection[];
  quote: { text: string; source: string };
  closing: string;
}

export function illustrationPath(category: NewsCategoryCode): string {
  return `news/illustration-${category}.webp`;
}

function renderSection(section: ArticleSection): string {
  const parts = [`<h2>${section.heading}</h2>`, ...section.paragraphs.map((p) => `<p>${p}</p>`)];
  if (section.list) {
    const tag = section.ordered ? 'ol' : 'ul';
    parts.push(`<${tag}>${section.list.map((item) => `<li>${item}</li>`).join('')}</${tag}>`);
  }
  return parts.join('');
}

/** Lead, sections, an illustration after the first section and the quote after the second. */
export function renderArticle(category: NewsCategoryCode, draft: ArticleDraft): string {
  const html: string[] = [`<p><strong>${draft.lead}</strong></p>`];
  draft.sections.forEach((section, index) => {
    html.push(renderSection(section));
    if (index === 0) {
      html.push(
        `<figure><img src="${assetUrl(illustrationPath(category))}" alt="${draft.title}配图"><figcaption>${draft.title}</figcaption></figure>`,
      );
    }
    if (index === 1) {
      html.push(`<blockquote><p>${draft.quote.text}</p><footer>—— ${draft.quote.source}</footer></blockquote>`);
    }
  });
  html.push(`<p>${draft.closing}</p>`);
  return html.join('');
}
