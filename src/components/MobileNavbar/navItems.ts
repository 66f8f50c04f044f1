export const mobileNavItems = [
  { key: 'home', path: '/m/home' },
  { key: 'course', path: '/m/course' },
  { key: 'ensure', path: '/m/ensure' },
  { key: 'about', path: '/m/about' },
  { key: 'me', path: '/m/me' },
] as const;
export type MobileNavKey = (typeof mobileNavItems)[number]['key'];
