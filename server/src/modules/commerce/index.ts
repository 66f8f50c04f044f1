/**
 * Commerce: orders, payment, gifts and shipments.
 * What other modules use of it; its routes are registered from ./routes.
 */
export * from './services';
export type { CheckoutContext } from './checkout';
export { deliverGiftClaims, registerGiftSmsPurposes as commerceSmsPurposes } from './gifts';
export { maskPhone, ownsCourse } from './orderRows';
/** The CSV writing of the order exports, for other modules' small files (live-class sign-ups). */
export { csvLine } from './exportFiles';
export { shanghaiTime } from './exportRows';
export { priceOf } from './rules';
