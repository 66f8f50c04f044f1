import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { giftClaimMachine, type ClaimGiftInput, type GiftClaimAnswer, type SendGiftCodeInput } from '@machines/gift';
import { readyGiftOffer } from '../fixtures/giftOffer';
import { MobileGiftView, type MobileGiftViewProps } from '@/pages/mobile/gift/MobileGiftView';
import { captchaSrc } from '../features/account/fixtures';
import { onPage } from '../pages/pageStory';
import { explore } from './graph/explorerStories';
import { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

/** Claiming the gift pack on /m/gift: the statechart, and the form in each of its states. */
const meta = {
  title: 'Machines/Gift',
  decorators: [onPage],
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const filled = { phone: '13800138000', captcha: '7Kp3', code: '' };
const claimedAlready = '该手机号已于 2026-11-20 领取过礼包，每个手机号只能领取一次';

/** The form as the page draws it in one state of the machine. */
function GiftIn(props: Partial<MobileGiftViewProps>) {
  return (
    <MobileGiftView
      offer={readyGiftOffer()}
      values={filled}
      onValuesChange={fn()}
      problems={{}}
      captchaSrc={captchaSrc}
      onRefreshCaptcha={fn()}
      secondsLeft={0}
      sending={false}
      onSendCode={fn()}
      claiming={false}
      onClaim={fn()}
      serverError={null}
      claimedFor={null}
      loggedIn={false}
      {...props}
    />
  );
}

export const Diagram: Story = {
  render: () => <MachineExplorer model={machineModels.giftClaim} />,
  play: explore(
    'gift',
    { press: 'user.changed: filled in', then: 'form.(code.idle + claim.editing)' },
    { press: 'user.sendCode', then: 'form.(code.sending + claim.editing)' },
    { go: 'claimed', then: 'claimed (done)' },
  ),
};

export const Editing: Story = { render: () => <GiftIn values={{ phone: '', captcha: '', code: '' }} /> };
export const EditingWithProblems: Story = {
  render: () => (
    <GiftIn
      values={{ phone: '1380', captcha: '', code: '' }}
      problems={{ phone: '请输入正确的 11 位手机号', captcha: '请输入图形验证码' }}
    />
  ),
};
export const SendingCode: Story = { render: () => <GiftIn sending /> };
export const CountingDown: Story = {
  render: () => <GiftIn secondsLeft={42} values={{ ...filled, captcha: '', code: '123456' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /42秒后重新发送/ })).toBeDisabled();
  },
};
export const AlreadyClaimedPhone: Story = { render: () => <GiftIn serverError={claimedAlready} /> };
export const Claiming: Story = {
  render: () => <GiftIn secondsLeft={30} claiming values={{ ...filled, code: '123456' }} />,
};
export const Refused: Story = {
  render: () => <GiftIn secondsLeft={30} serverError="验证码错误或已过期" values={{ ...filled, code: '000000' }} />,
};
export const Claimed: Story = { render: () => <GiftIn claimedFor="138****8000" loggedIn /> };

/** The real machine with stand-in calls: a code is sent, the countdown starts, the claim goes through. */
function LiveGift({ refuseClaim = false }: { refuseClaim?: boolean }) {
  const { t } = useTranslation();
  const [machine] = useState(() =>
    giftClaimMachine.provide({
      actors: {
        sendCode: fromPromise<void, SendGiftCodeInput>(async () => undefined),
        claimGift: fromPromise<GiftClaimAnswer, ClaimGiftInput>(async () => {
          if (refuseClaim) throw new Error('验证码错误或已过期');
          return { phone: '138****8000' };
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { captchaSeed: 'story' } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('sending'));
  const claiming = useSelector(actor, (snapshot) => snapshot.hasTag('claiming'));
  return (
    <MobileGiftView
      offer={readyGiftOffer()}
      values={context.values}
      onValuesChange={(values) => actor.send({ type: 'user.changed', values })}
      problems={Object.fromEntries(Object.entries(context.problems).map(([field, key]) => [field, t(key)]))}
      captchaSrc={captchaSrc}
      onRefreshCaptcha={() => actor.send({ type: 'user.refreshCaptcha' })}
      secondsLeft={context.secondsLeft}
      sending={sending}
      onSendCode={() => actor.send({ type: 'user.sendCode' })}
      claiming={claiming}
      onClaim={() => actor.send({ type: 'user.claim' })}
      serverError={context.serverError}
      claimedFor={context.claimedFor}
      loggedIn={false}
    />
  );
}

export const LiveClaim: Story = {
  render: () => <LiveGift />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('请输入正确的 11 位手机号')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.type(canvas.getByRole('textbox', { name: '图形验证码' }), '7Kp3');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled());
    await userEvent.type(canvas.getByRole('textbox', { name: '短信验证码' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(canvas.getByText('领取成功')).toBeVisible());
  },
};

export const LiveRefusedClaim: Story = {
  render: () => <LiveGift refuseClaim />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.type(canvas.getByRole('textbox', { name: '短信验证码' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(canvas.getByText('验证码错误或已过期')).toBeVisible());
  },
};
