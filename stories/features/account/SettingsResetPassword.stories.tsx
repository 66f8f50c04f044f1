import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ResetPasswordForm,
  resetPasswordStates,
  SettingsCard,
  validateResetPassword,
  type ResetPasswordFormProps,
} from '@/features/account/SettingsSections';
import { studentPhone } from './fixtures';
import { smsCodeArgs, smsCodeArgTypes, useFormStory } from './formStory';

/*
 * A new password by an SMS code to the account's phone, one story per state of
 * machines/settings/resetPasswordMachine: the code region (ready, sending, captchaRequired,
 * countingDown) beside the form (filling, serverError, submitting), then done, where the session ends.
 */

const filled = { smsCode: '482913', password: 'Reset2026ok', confirmPassword: 'Reset2026ok' };

function StatefulResetPassword(args: ResetPasswordFormProps) {
  const { form } = useFormStory(args, validateResetPassword);
  return (
    <SettingsCard
      title="短信重置密码"
      intro="忘记原密码时，可以用绑定手机收到的验证码设置新密码。重置后所有设备都需要重新登录，包括当前设备。"
    >
      <ResetPasswordForm {...args} {...form} />
    </SettingsCard>
  );
}

const meta = {
  title: 'Account/Settings/ResetPassword',
  component: ResetPasswordForm,
  render: (args) => <StatefulResetPassword {...args} />,
  args: {
    state: 'editing',
    phone: studentPhone,
    values: { smsCode: '', password: '', confirmPassword: '' },
    onValuesChange: fn(),
    onSubmit: fn(),
    onLogin: fn(),
    ...smsCodeArgs(),
  },
  argTypes: { state: { control: 'inline-radio', options: resetPasswordStates }, ...smsCodeArgTypes },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('138****5678')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(canvas.getByLabelText('短信验证码')).toHaveAccessibleDescription('请输入短信验证码');
    await expect(canvas.getByLabelText('新密码')).toHaveAccessibleDescription('请设置密码');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '482913');
    await userEvent.type(canvas.getByLabelText('新密码'), 'Reset2026ok');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'Reset2026ok');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Playground: Story = { args: { values: filled, secondsLeft: 42 } };

export const SendingCode: Story = {
  args: { sendingCode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /获取验证码/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CaptchaRequired: Story = {
  args: { needsCaptcha: true, captcha: '7Kp3' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '看不清？点击刷新' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce();
  },
};

export const CountingDown: Story = {
  args: { secondsLeft: 37 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '37秒后重新发送' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', values: filled, secondsLeft: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /重置密码/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { values: filled, secondsLeft: 12, error: '验证码已失效，请重新获取' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码已失效，请重新获取');
  },
};

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('当前登录已失效，请使用新密码重新登录。');
    await userEvent.click(canvas.getByRole('button', { name: '重新登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const NoPhone: Story = {
  args: { phone: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('账户还没有绑定手机号，无法通过短信重置密码');
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { values: filled, secondsLeft: 59 } };
