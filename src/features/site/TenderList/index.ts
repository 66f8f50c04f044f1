export { TenderDetail, TenderList, tenderPath } from './TenderList';
export type { TenderCard, TenderDetailData } from './TenderList';
