export * from './promotionMachine';
