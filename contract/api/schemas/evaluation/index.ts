export * as account from './account';
export * as orders from './orders';
export * as papers from './papers';
export * as reports from './reports';
export { EVALUATION_API } from './paths';
