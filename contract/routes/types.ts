import type { ParamReader } from '../addresses/params';
import type { routes as routeTitles } from './titles.zh-CN';

/** Which frame a page is drawn in; the React side maps each to a layout component. */
export const routeLayouts = ['desktop', 'about', 'bare', 'mobile', 'evaluation', 'campaign', 'studymag', 'none'] as const;
export type RouteLayout = (typeof routeLayouts)[number];

/** The product area a page belongs to; the guard's rules are stated per area. */
export const routeAreas = ['desktop', 'mobile', 'evaluation', 'campaign', 'studymag', 'manual'] as const;
export type RouteArea = (typeof routeAreas)[number];

export type RouteTitleKey = `routes.${keyof typeof routeTitles}`;

/** The kinds of record a detail page shows, whose title and picture its page head takes. */
export type RecordKind = 'course' | 'article' | 'tutor';

/** The query parameters a page reads from its address, each with its reader. */
export type RouteParams = Readonly<Record<string, ParamReader<number>>>;

/** A query parameter holding the id of what the page shows; it is part of the page's canonical address. */
export interface PageSubject {
  /** One of the page's `params`. */
  readonly param: string;
  /** Whose title, description and picture the page takes; absent when the page keeps its own. */
  readonly record?: RecordKind;
  /** Without the parameter the page is a list of its own (tender announcements) rather than a missing record. */
  readonly optional?: boolean;
  /** The record's picture opens the page (drawn large at the top): the HTML preloads it. */
  readonly leadImage?: boolean;
}

/** How the server describes the page to search engines and share cards (its page head and the sitemap). */
export interface RouteSeo {
  /** Open to search engines and listed in the sitemap; the others carry noindex. */
  readonly indexed: boolean;
  readonly subject?: PageSubject;
  /** The page opens with the banner carousel: the HTML preloads its first picture. */
  readonly leadBanner?: boolean;
}

/**
 * The first-screen calls a page opens with, which the server answers inside the page's HTML (the calls
 * themselves are in contract/api/openingCalls.ts): the home pages' shelves, a course, an article, the
 * phone's catalogue page (a course or the course system, by its query), the course system and search results.
 */
export const openingSets = [
  'home',
  'course',
  'article',
  'mobileCourse',
  'courseSystem',
  'news',
  'tutors',
  'tutor',
  'search',
] as const;
export type OpeningSet = (typeof openingSets)[number];

export interface RouteDef {
  /** Canonical path; `*` and `/m/*` are the catch-all not-found pages. */
  readonly path: string;
  /** Stable page id the React side maps to a lazily loaded chunk. */
  readonly page: string;
  /** i18n key of the document title; pages without one get the default title. */
  readonly title?: RouteTitleKey;
  readonly area: RouteArea;
  readonly layout: RouteLayout;
  /** Desktop login (rsNo) needed. */
  readonly requiresAuth: boolean;
  /** On a first visit from a phone or tablet the page is replaced by its `/m` twin at the same path. */
  readonly jumpable: boolean;
  /** Evaluation page that a visitor who already holds an eToken should skip. */
  readonly isLoginRoute: boolean;
  /** Evaluation page that needs the eToken cookie. */
  readonly requiresEvaluationAuth: boolean;
  /** Page whose instance is kept when leaving it, so returning restores its scroll and filters. */
  readonly keepAlive: boolean;
  readonly notFound: boolean;
  /** Query parameters the contract reads for this page (its subject's id); pages read others themselves. */
  readonly params: RouteParams;
  readonly seo: RouteSeo;
  readonly opening?: OpeningSet;
  /**
   * The server draws the page for an anonymous visitor (server/src/seo/serverRender.ts): a page a family reads and
   * a search engine indexes. Pages that open with a form (registering, the adviser check, the campaign sign-ups)
   * are left to the browser, since what a visitor typed into a drawn field before the app took over would be lost
   * when the app drew it again; so are pages drawn by who asks (the phone's download page follows the browser's
   * user agent, which the server's render does not have).
   */
  readonly drawnOnServer: boolean;
}

export interface RouteRedirect {
  readonly from: string;
  readonly to: string;
  /** Same meaning as RouteDef.jumpable, checked before the redirect is followed. */
  readonly jumpable: boolean;
}

/** Query parameters that drive navigation rules (SPEC §2). */
export interface RouteQuery {
  shareId?: string;
  code?: string;
  mobilePhone?: string;
  keyWord?: string;
}
