export const headerNavItems = [
  { key: 'home', path: '/home' },
  { key: 'news', path: '/news' },
  { key: 'about', path: '/about' },
] as const;
export type HeaderNavKey = (typeof headerNavItems)[number]['key'];

/** The avatar menu in order; items with a path navigate, the adviser item opens the adviser modal. */
export const accountMenuItems = [
  { key: 'myCourses', path: '/personal/my-course' },
  // Reports and plans: the study-management area has no other way in.
  { key: 'studymag', path: '/studymag' },
  { key: 'adviser', path: null },
  { key: 'settings', path: '/personal/setting' },
  { key: 'collections', path: '/personal/collected' },
  { key: 'orders', path: '/personal/order' },
  { key: 'messages', path: '/personal/notification' },
  { key: 'feedback', path: '/personal/feckback' },
] as const;
export type AccountMenuKey = (typeof accountMenuItems)[number]['key'] | 'logout';
