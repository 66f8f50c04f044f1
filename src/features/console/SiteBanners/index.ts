export * from './SiteBanners';
export * from './BannerDialog';
export * from './types';
