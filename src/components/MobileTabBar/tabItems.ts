/** The phone's bottom tabs in order: where each leads. */
export const mobileTabItems = [
  { key: 'home', path: '/m/home' },
  { key: 'course', path: '/m/course' },
  { key: 'learn', path: '/personal/my-course' },
  { key: 'me', path: '/m/me' },
] as const;
export type MobileTabKey = (typeof mobileTabItems)[number]['key'];

const learningPaths = ['/personal/my-course', '/personal/my-course-chapter'];

/**
 * The tab a page belongs to, or null: lessons and study management are 学习; the other personal pages are
 * reached from 我的, so they keep it marked.
 */
export function mobileTabOf(pathname: string): MobileTabKey | null {
  if (pathname === '/m/home') return 'home';
  if (pathname === '/m/course') return 'course';
  if (learningPaths.includes(pathname) || pathname.startsWith('/studymag')) return 'learn';
  if (pathname === '/m/me' || pathname.startsWith('/personal/')) return 'me';
  return null;
}
