import {
  GIFT_SMS_SECONDS,
  giftClaimMachine,
  type GiftClaimAnswer,
  type GiftClaimContext,
  type GiftClaimInput,
  type GiftFormValues,
} from '@machines/gift';
import { named, type MachineModel } from '../graph/machineModel';
import { silentFailure } from './samples';

const input: GiftClaimInput = { captchaSeed: 'seed' };
const filled: GiftFormValues = { phone: '13812345678', captcha: 'ab12', code: '123456' };
const claimed: GiftClaimAnswer = { phone: '138****5678' };

/** Claiming the gift pack on /m/gift: a code sent, 60 s counted, the claim answered. */
export const giftClaimModel: MachineModel = {
  machine: giftClaimMachine,
  input,
  events: [
    named('filled in', { type: 'user.changed', values: filled }),
    named('half typed', { type: 'user.changed', values: { phone: '1381234', captcha: '', code: '12' } }),
    { type: 'user.refreshCaptcha' },
    { type: 'user.sendCode' },
    { type: 'user.claim' },
    named('sent', { type: 'xstate.done.actor.sendCode', output: undefined }),
    named('already claimed', {
      type: 'xstate.error.actor.sendCode',
      error: new Error('该手机号已于 2026-11-20 领取过礼包'),
    }),
    named(claimed.phone, { type: 'xstate.done.actor.claimGift', output: claimed }),
    named('验证码错误', { type: 'xstate.error.actor.claimGift', error: new Error('验证码错误') }),
    named('aborted, no message', { type: 'xstate.error.actor.claimGift', error: silentFailure }),
    { type: 'xstate.after.secondTick.gift.form.code.counting' },
  ],
  // Captcha renumbering is not a state; of the countdown's seconds only whether it runs and has just begun are.
  view: (snapshot) => {
    const { captchaSerial: _serial, captchaId: _id, secondsLeft, ...context } = snapshot.context as GiftClaimContext;
    const countdown = secondsLeft === GIFT_SMS_SECONDS ? 'begun' : secondsLeft > 0;
    return { value: snapshot.value, status: snapshot.status, context, countdown };
  },
};
