import '@/features/campaign/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LessonVideo } from '@/features/campaign/LessonVideo';
import { LiveClassCard } from '@/features/campaign/LiveClassCard';
import { ParentList } from '@/features/campaign/ParentList';
import { PhoneCodeForm } from '@/features/campaign/PhoneCodeForm';
import { TrialOffers } from '@/features/campaign/TrialOffers';
import { boundParents, liveClass, NOW, trialGrades } from './samples';

/** The campaign funnel's blocks: a live session, the phone + code form, free courses, bound parents, the lesson player. */
const meta = {
  title: 'Features/Campaign',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveClassOpen: Story = {
  render: () => <LiveClassCard live={liveClass} now={NOW} onSignUp={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('3 天 01 时 30 分 00 秒');
    await expect(canvas.getByText('剩余名额 183 / 200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即报名 ¥299.00' })).toBeEnabled();
  },
};
export const LiveClassSignedUp: Story = {
  render: () => <LiveClassCard live={{ ...liveClass, signedUp: true }} now={NOW} onSignUp={fn()} />,
};
export const LiveClassFull: Story = {
  render: () => <LiveClassCard live={{ ...liveClass, seatsLeft: 0 }} now={NOW} onSignUp={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '名额已满' })).toBeDisabled();
  },
};
export const LiveClassStarted: Story = {
  render: () => <LiveClassCard live={liveClass} now={Date.parse(liveClass.startsAt) + 60_000} onSignUp={fn()} />,
};
export const LiveClassSigningUp: Story = {
  render: () => <LiveClassCard live={liveClass} now={NOW} busy onSignUp={fn()} />,
};

const sms = { secondsLeft: 0, sending: false, captchaRequired: false, captcha: '', captchaSrc: null };
const form = {
  title: '手机号登录报名',
  phone: '',
  code: '',
  errors: {},
  sms,
  submitLabel: '登录并报名',
  submitting: false,
  failure: null,
  onPhoneChange: fn(),
  onCodeChange: fn(),
  onCaptchaChange: fn(),
  onRefreshCaptcha: fn(),
  onSendCode: fn(),
  onSubmit: fn(),
};
export const PhoneCodeEmpty: Story = { render: () => <PhoneCodeForm {...form} /> };
export const PhoneCodeInvalid: Story = {
  render: () => <PhoneCodeForm {...form} phone="138" errors={{ phone: '请输入 11 位手机号', code: '请输入短信验证码' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请输入 11 位手机号')).toBeVisible();
  },
};
export const PhoneCodeCounting: Story = {
  render: () => <PhoneCodeForm {...form} phone="13800138000" sms={{ ...sms, secondsLeft: 42 }} />,
};
export const PhoneCodeCaptcha: Story = {
  render: () => <PhoneCodeForm {...form} phone="13800138000" sms={{ ...sms, captchaRequired: true }} />,
};
export const PhoneCodeRefused: Story = {
  render: () => <PhoneCodeForm {...form} phone="13800138000" code="123456" failure="该手机号已领取过免费试看课" />,
};
export const PhoneCodeSubmitting: Story = { render: () => <PhoneCodeForm {...form} submitting /> };

export const FreeCourses: Story = { render: () => <TrialOffers grades={trialGrades} selected={12} onSelect={fn()} /> };

export const BoundParents: Story = {
  render: () => <ParentList parents={boundParents} unbinding={null} onUnbind={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('妈妈 · 135****8684')).toBeVisible();
  },
};
export const BoundParentsUnbinding: Story = { render: () => <ParentList parents={boundParents} unbinding={1} onUnbind={fn()} /> };
export const NoBoundParents: Story = { render: () => <ParentList parents={[]} unbinding={null} onUnbind={fn()} /> };

export const LessonPlayer: Story = {
  // As wide as a campaign page's column on a phone (the frame's 375 px), not shrunk to its content.
  parameters: { layout: 'fullscreen' },
  render: () => <LessonVideo src="" title="第 1 课 声母 b p m f" />,
  play: async ({ canvas }) => {
    // The site's lesson player, not the browser's own controls: the big play button and the bar's, in Chinese.
    const player = await canvas.findByRole('region', { name: '课时视频：第 1 课 声母 b p m f' });
    await expect(await within(player).findAllByRole('button', { name: '播放' })).toHaveLength(2);
    await expect(within(player).getByRole('button', { name: '快进 10 秒' })).toBeInTheDocument();
    await expect(player.querySelector('video')).not.toHaveAttribute('controls');
  },
};
