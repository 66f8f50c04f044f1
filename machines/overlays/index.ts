export * from './overlayQueue';
