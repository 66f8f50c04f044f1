export { isForSale, isOpenToLearn, SaleNote, type SaleWindowData } from './SaleNote';
