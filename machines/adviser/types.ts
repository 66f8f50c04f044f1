import type { ServerAnswer } from '../sms/answer';
import type { ADVISER_TOAST_PLACEMENT } from './rules';

export interface AdviserInput {
  appUUId?: string;
}

/** Payload of the customer-service lookup. */
export interface FindAdviserInput {
  appUUId: string;
}

export interface AdviserAppData {
  wechatAccount?: string | null;
  /** QR code image of the adviser's WeChat. */
  wechatUrl?: string | null;
}

export type AdviserAnswer = ServerAnswer<AdviserAppData>;

export interface AdviserContext {
  appUUId: string;
  wechatUrl: string;
  wechatAccount: string;
  displayAccount: string;
}

export type AdviserEvent =
  /** `appUUId` names the user the adviser is looked up for, when it changed since the machine started. */
  | { type: 'adviser.show'; appUUId?: string }
  | { type: 'adviser.hide' }
  | { type: 'user.retry' }
  | { type: 'copy.succeeded' }
  | { type: 'copy.failed' };

export type AdviserTag = 'shown' | 'loading' | 'ready' | 'missing' | 'retrying';

/** i18n keys of the texts this flow shows (account catalog). */
export const ADVISER_MESSAGES = {
  loaded: 'account.adviser.loaded',
  fetchFailed: 'account.adviser.fetchFailed',
  missing: 'account.adviser.missing',
  copied: 'account.adviser.copied',
  copyFailed: 'account.adviser.copyFailed',
} as const;
export type AdviserMessageKey = (typeof ADVISER_MESSAGES)[keyof typeof ADVISER_MESSAGES];

/** A toast of this flow: a catalog text or the server's own message, always at the bottom for 2500 ms. */
export type AdviserToast = ({ key: AdviserMessageKey } | { message: string }) & {
  placement: typeof ADVISER_TOAST_PLACEMENT;
  durationMs: number;
};
