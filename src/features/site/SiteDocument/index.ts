export { SiteDocument, SiteDocumentSkeleton } from './SiteDocument';
export type { SiteDocumentData, SiteDocumentProps } from './SiteDocument';
export { SiteDocumentView } from './SiteDocumentView';
export type { SiteDocumentViewProps } from './SiteDocumentView';
