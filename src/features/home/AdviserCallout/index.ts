export { AdviserCallout } from './AdviserCallout';
export type { AppDownloadInfo } from './AdviserCallout';
