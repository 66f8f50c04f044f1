import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConsoleSignIn } from '@/features/console';

const captchaSrc =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='100' height='38'%3E%3Crect width='100' height='38' fill='%23eef2ff'/%3E%3Ctext x='50' y='26' font-size='20' text-anchor='middle' fill='%232f6bff' font-family='DejaVu Sans Mono, monospace'%3Ea7k2%3C/text%3E%3C/svg%3E";
const setup = {
  secret: 'X2NFRGDABQQ2X3RJOJ3GD7P2QAGRJE3Y',
  otpauthUri:
    'otpauth://totp/%E5%AD%A6%E4%BC%B4%E5%9C%A8%E7%BA%BF%E8%BF%90%E8%90%A5%E5%90%8E%E5%8F%B0:13600136001?issuer=%E5%AD%A6%E4%BC%B4%E5%9C%A8%E7%BA%BF%E8%BF%90%E8%90%A5%E5%90%8E%E5%8F%B0&secret=X2NFRGDABQQ2X3RJOJ3GD7P2QAGRJE3Y&algorithm=SHA1&digits=6&period=30',
};

/** The console's sign-in: password and picture code, then the authenticator (bound with a QR code at first sign-in). */
const meta = {
  title: 'Features/Console/SignIn',
  component: ConsoleSignIn,
  tags: ['console'],
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'password',
    busy: false,
    error: null,
    notice: null,
    captchaSrc,
    phone: '13600136001',
    setup: null,
    onRefreshCaptcha: fn(),
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    onRestart: fn(),
    onSwitchLanguage: fn(),
  },
} satisfies Meta<typeof ConsoleSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {};

export const PasswordMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByText('请输入 11 位手机号')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请输入图形验证码')).toBeVisible();
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

export const PasswordSent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('手机号'), '13600136001');
    await userEvent.type(canvas.getByLabelText('密码'), 'Console2026');
    await userEvent.type(canvas.getByLabelText('图形验证码'), 'a7k2');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({ phone: '13600136001', password: 'Console2026', captcha: 'a7k2' });
  },
};

export const Checking: Story = { args: { busy: true } };
export const Refused: Story = { args: { error: '账号或密码错误' } };
export const SessionEnded: Story = { args: { notice: '登录已失效，请重新登录。' } };

export const SetUpAuthenticator: Story = {
  args: { step: 'code', setup },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '绑定身份验证器' })).toBeVisible();
    await expect(canvas.getByText(setup.secret)).toBeVisible();
  },
};

export const Code: Story = {
  args: { step: 'code' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('动态码'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('请输入 6 位数字动态码')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('动态码'), '6');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

export const CodeRefused: Story = { args: { step: 'code', error: '动态码错误，请查看身份验证器后重试' } };
export const CodeVerifying: Story = { args: { step: 'code', busy: true } };
