export { MobileTabBar } from './MobileTabBar';
export type { MobileTabBarProps } from './MobileTabBar';
export { TAB_BAR_SPACE } from './size';
export { mobileTabItems, mobileTabOf } from './tabItems';
export type { MobileTabKey } from './tabItems';
