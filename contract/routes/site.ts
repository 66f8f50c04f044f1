import { routes as routeTitles } from './titles.zh-CN';
import type { RouteTitleKey } from './types';

/** The site's name: the title of pages without one of their own, and the share cards' site name. */
export const SITE_NAME: string = routeTitles.defaultTitle;

/** The description of pages without one of their own (those kept out of search engines among them). */
export const SITE_DESCRIPTION = '学伴在线：面向中小学生的在线课程与学习辅导平台，提供同步课程、名师讲解、练习测评与学习报告。';

/**
 * A page's title in Chinese, the same string the browser puts in the tab after load: the server writes it
 * into the page head, which has no language switch of its own.
 */
export function titleText(key: RouteTitleKey | undefined): string {
  if (!key) return SITE_NAME;
  return routeTitles[key.slice('routes.'.length) as keyof typeof routeTitles];
}
