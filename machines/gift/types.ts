import type { GiftField, GiftFormValues, GiftProblemKey } from './rules';

export interface GiftClaimInput {
  /** Random per form; captcha ids are built from it. */
  captchaSeed: string;
}

export interface SendGiftCodeInput {
  mobilePhone: string;
  captcha: string;
  /** The captcha id the answer is for. */
  c: string;
}

export interface ClaimGiftInput {
  mobilePhone: string;
  code: string;
}

/** What gift/claimGift answers: the phone the pack is for. */
export interface GiftClaimAnswer {
  phone: string;
}

export interface GiftClaimContext {
  values: GiftFormValues;
  /** What is wrong with each field, after a try: i18n keys. */
  problems: Partial<Record<GiftField, GiftProblemKey>>;
  captchaSeed: string;
  captchaSerial: number;
  captchaId: string;
  secondsLeft: number;
  /** The server's refusal (an already-claimed phone is told so here, with the date); null otherwise. */
  serverError: string | null;
  /** The claim went through: the phone it is for. */
  claimedFor: string | null;
}

export type GiftClaimEvent =
  | { type: 'user.changed'; values: GiftFormValues }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.sendCode' }
  | { type: 'user.claim' };

export type GiftClaimTag = 'canSend' | 'sending' | 'counting' | 'claiming' | 'refused' | 'claimed';
