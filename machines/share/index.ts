export {
  ARTICLE_SHARE_TYPE,
  DESKTOP_SHARE_TYPE,
  PHONE_SHARE_TYPE,
  SHARE_DELAY_MS,
  shareSetupMachine,
  shareSetupStateIds,
  type ShareSetupMachine,
  type ShareSetupStateId,
} from './shareSetupMachine';
export * from './types';
