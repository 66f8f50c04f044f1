import type { routes as routeTitles } from '@/i18n/locales/zh-CN/routes';

/** Which frame a page is drawn in; the React side maps each to a layout component. */
export const routeLayouts = ['desktop', 'about', 'bare', 'mobile', 'evaluation', 'campaign', 'studymag', 'none'] as const;
export type RouteLayout = (typeof routeLayouts)[number];

/** The product area a page belongs to; the guard's rules are stated per area. */
export const routeAreas = ['desktop', 'mobile', 'evaluation', 'campaign', 'studymag', 'manual'] as const;
export type RouteArea = (typeof routeAreas)[number];

export type RouteTitleKey = `routes.${keyof typeof routeTitles}`;

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
