import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  giftClaimMachine,
  type ClaimGiftInput,
  type GiftClaimAnswer,
  type GiftFormValues,
  type SendGiftCodeInput,
} from '@machines/gift';
import { createCallDesk, type CallDesk } from '../sms/pathReplay';

const input = { captchaSeed: 'seed' };
const filled: GiftFormValues = { phone: '13812345678', captcha: 'ab12', code: '123456' };
const claimedAlready = new Error('该手机号已于 2026-11-20 领取过礼包');

function withDesk(desk: CallDesk) {
  const effects = { toastSent: vi.fn() };
  const machine = giftClaimMachine.provide({
    actors: {
      sendCode: desk.actor<void, SendGiftCodeInput>('sendCode'),
      claimGift: desk.actor<GiftClaimAnswer, ClaimGiftInput>('claimGift'),
    },
    actions: { toastSent: effects.toastSent },
  });
  return { machine, effects };
}

function start() {
  const desk = createCallDesk();
  const { machine, effects } = withDesk(desk);
  const actor = createActor(machine, { input }).start();
  return { actor, desk, effects };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('gift claim machine', () => {
  it('names what is wrong before sending a code, and sends nothing', () => {
    const { actor, desk } = start();
    actor.send({ type: 'user.changed', values: { phone: '1381234', captcha: '', code: '' } });
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().context.problems).toEqual({
      phone: 'mobile.gift.errors.phone',
      captcha: 'mobile.gift.errors.captcha',
    });
    expect(desk.calls).toEqual([]);
    actor.send({ type: 'user.changed', values: filled });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('sends the code with the captcha, toasts, and counts down 60 seconds before another', async () => {
    const { actor, desk, effects } = start();
    actor.send({ type: 'user.changed', values: filled });
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(desk.inputOf('sendCode')).toEqual({ mobilePhone: filled.phone, captcha: 'ab12', c: 'seed-0' });
    await desk.answer('sendCode', undefined);
    expect(effects.toastSent).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    actor.send({ type: 'user.sendCode' });
    expect(desk.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('shows the server message when a phone has claimed already, with a new captcha for the next try', async () => {
    const { actor, desk } = start();
    actor.send({ type: 'user.changed', values: filled });
    actor.send({ type: 'user.sendCode' });
    await desk.fail('sendCode', claimedAlready);
    const { context } = actor.getSnapshot();
    expect(context.serverError).toBe(claimedAlready.message);
    expect([context.captchaId, context.values.captcha]).toEqual(['seed-1', '']);
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
  });

  it('claims with the code while the countdown runs, and ends claimed for the phone', async () => {
    const { actor, desk } = start();
    actor.send({ type: 'user.changed', values: filled });
    actor.send({ type: 'user.sendCode' });
    await desk.answer('sendCode', undefined);
    actor.send({ type: 'user.claim' });
    expect(actor.getSnapshot().hasTag('claiming')).toBe(true);
    expect(desk.inputOf('claimGift')).toEqual({ mobilePhone: filled.phone, code: '123456' });
    await desk.answer('claimGift', { phone: '138****5678' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.claimedFor).toBe('138****5678');
  });

  it('stays on the form with the refusal when the claim is refused, and tries again', async () => {
    const { actor, desk } = start();
    actor.send({ type: 'user.changed', values: filled });
    actor.send({ type: 'user.claim' });
    await desk.fail('claimGift', new Error('验证码错误'));
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().context.serverError).toBe('验证码错误');
    actor.send({ type: 'user.claim' });
    expect(actor.getSnapshot().context.serverError).toBeNull();
    expect(actor.getSnapshot().hasTag('claiming')).toBe(true);
  });
});
