export { LoginModal, loginModalSteps } from './LoginModal';
export type { LoginModalProps, LoginModalStep } from './LoginModal';
