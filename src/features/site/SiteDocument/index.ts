export { SiteDocument, SiteDocumentSkeleton } from './SiteDocument';
export type { SiteDocumentData, SiteDocumentProps } from './SiteDocument';
