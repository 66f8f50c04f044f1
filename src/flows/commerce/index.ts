// What the rest of the app uses of the commerce flows: reach them through '@/flows/commerce', never a file inside.
export * from './device';
export * from './payCalls';
export * from './useCancelOrder';
export * from './useCopyWithToast';
export * from './useNow';
export * from './useSharePay';
export * from './usePaymentStatus';
export * from './useWechatBridgePay';
export * from './wechatOpenId';
export * from './useRegionChoice';
export * from './sharedOrderCard';
