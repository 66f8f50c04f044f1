export { Price } from './Price';
export type { PriceProps } from './Price';
export { formatPrice } from './formatPrice';
