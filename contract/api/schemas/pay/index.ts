export * as payOrder from './payOrder';
export { PAY_API } from './paths';
