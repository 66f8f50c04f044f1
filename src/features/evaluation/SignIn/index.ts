export { SignInView } from './SignInView';
export type { SignInViewProps } from './SignInView';
