export * as staff from './staff';
export { ADMIN_API } from './paths';
export * as courses from './courses';
