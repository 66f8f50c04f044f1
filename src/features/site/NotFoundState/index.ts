export { NotFoundState } from './NotFoundState';
