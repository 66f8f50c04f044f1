export * as account from './account';
export * as papers from './papers';
export * as reports from './reports';
export { EVALUATION_API } from './paths';
