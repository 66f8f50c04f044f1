/**
 * Commerce: orders, payment, gifts and shipments.
 * What other modules use of it; its routes are registered from ./routes.
 */
export * from './services';
export type { CheckoutContext } from './checkout';
export { deliverGiftClaims, registerGiftSmsPurposes as commerceSmsPurposes } from './gifts';
export { maskPhone, ownsCourse } from './orderRows';
export { priceOf } from './rules';
