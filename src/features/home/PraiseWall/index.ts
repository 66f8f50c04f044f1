export { countByProvince, LearnerMap, PraiseQuotes } from './PraiseWall';
export type { Praise, ProvinceCount } from './PraiseWall';
