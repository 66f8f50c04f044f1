import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SmsCheckStep, type SmsCheckStepProps } from '@/features/account/SmsCheckStep';
import { captchaSrc, studentPhone } from './fixtures';
import * as styles from './stories.css';

/** Keeps the typed code and captcha as the login machine would. */
function StatefulSmsCheckStep({
  code: initialCode,
  captcha: initialCaptcha,
  onCodeChange,
  onCaptchaChange,
  ...props
}: SmsCheckStepProps) {
  const [code, setCode] = useState(initialCode);
  const [captcha, setCaptcha] = useState(initialCaptcha ?? '');
  return (
    <div className={styles.formFrame}>
      <SmsCheckStep
        {...props}
        code={code}
        captcha={captcha}
        onCodeChange={(next) => {
          setCode(next);
          onCodeChange(next);
        }}
        onCaptchaChange={(next) => {
          setCaptcha(next);
          onCaptchaChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Account/SmsCheckStep',
  component: SmsCheckStep,
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulSmsCheckStep {...args} />,
  args: {
    phone: studentPhone,
    code: '',
    onCodeChange: fn(),
    secondsLeft: 0,
    onSendCode: fn(),
    onVerify: fn(),
    onBack: fn(),
    captchaSrc,
    onCaptchaChange: fn(),
    onRefreshCaptcha: fn(),
  },
  argTypes: {
    secondsLeft: { control: { type: 'range', min: 0, max: 60 } },
    error: { control: 'text' },
  },
} satisfies Meta<typeof SmsCheckStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('138****5678')).toBeInTheDocument();
    const verify = canvas.getByRole('button', { name: '立即验证' });
    await expect(verify).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    const code = canvas.getByLabelText('短信验证码');
    await userEvent.type(code, '12a34 5678');
    await expect(code).toHaveValue('123456');
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: '返回账号登录' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { secondsLeft: 42, code: '8812', error: '' } };

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '立即验证' })).toBeDisabled();
  },
};

export const CountingDown: Story = {
  args: { secondsLeft: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
  },
};

export const CodeEntered: Story = {
  args: { secondsLeft: 37, code: '482913' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '立即验证' })).toBeEnabled();
  },
};

export const Verifying: Story = {
  args: { secondsLeft: 31, code: '482913', verifying: true },
  play: async ({ canvas, args }) => {
    const verify = canvas.getByRole('button', { name: /立即验证/ });
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(verify);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /获取验证码/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithCaptcha: Story = {
  args: { needsCaptcha: true },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('图形验证码'), '7Kp3');
    await expect(send).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '看不清？点击刷新' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce();
  },
};

export const CheckFailed: Story = {
  args: { secondsLeft: 12, code: '000000', error: '验证码错误，请重新输入' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { secondsLeft: 59, needsCaptcha: true } };
