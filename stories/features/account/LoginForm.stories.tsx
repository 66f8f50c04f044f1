import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emptyLoginValues, LoginForm, type LoginFormProps, type LoginFormValues } from '@/features/account/LoginForm';
import { StoryLink } from '../../components/storyKit';
import { agreementLinks, captchaSrc, nextCaptchaSrc } from './fixtures';
import * as styles from './stories.css';

/** Keeps the typed values like the login machine would, and refreshes the captcha picture when asked. */
function StatefulLoginForm({
  values: initial,
  onValuesChange,
  onRefreshCaptcha,
  captchaSrc: firstSrc,
  ...props
}: LoginFormProps) {
  const [values, setValues] = useState(initial);
  const [src, setSrc] = useState(firstSrc);
  return (
    <div className={styles.formFrame}>
      <LoginForm
        {...props}
        values={values}
        captchaSrc={src}
        onRefreshCaptcha={() => {
          setSrc((current) => (current === captchaSrc ? nextCaptchaSrc : captchaSrc));
          onRefreshCaptcha();
        }}
        onValuesChange={(next) => {
          setValues(next);
          onValuesChange(next);
        }}
      />
    </div>
  );
}

const filled: LoginFormValues = {
  account: '13812345678',
  password: 'xueban2024',
  captcha: '7Kp3',
  agreed: true,
  remember: false,
};

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulLoginForm {...args} />,
  args: {
    values: emptyLoginValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    captchaSrc,
    onRefreshCaptcha: fn(),
    onForgotPassword: fn(),
    ...agreementLinks,
    LinkComponent: StoryLink,
  },
  argTypes: {
    error: { control: 'text' },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const login = canvas.getByRole('button', { name: '登录' });
    await step('the button waits for account, password and captcha', async () => {
      await expect(login).toBeDisabled();
      await userEvent.type(canvas.getByLabelText('手机号'), '13812345678');
      await userEvent.type(canvas.getByLabelText('密码'), 'xueban2024');
      await expect(login).toBeDisabled();
      await userEvent.type(canvas.getByLabelText('图形验证码'), '7Kp3');
      await expect(login).toBeEnabled();
    });
    await step('submitting hands over the values', async () => {
      await userEvent.click(login);
      await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled });
    });
  },
};

export const Playground: Story = { args: { values: filled, error: '' } };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  },
};

export const Filling: Story = {
  args: { values: { ...emptyLoginValues, account: '13812345678', password: 'xueban2024' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

/** Opened on a remembered login: account and password filled, the password masked, the box ticked. */
export const Remembered: Story = {
  args: { values: { ...filled, captcha: '', remember: true } },
  play: async ({ canvas, args }) => {
    const remember = canvas.getByRole('checkbox', { name: '记住密码' });
    await expect(remember).toBeChecked();
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await userEvent.click(remember);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ remember: false }));
  },
};

export const Invalid: Story = {
  args: {
    values: { ...filled, agreed: false },
    fieldErrors: { agreement: '请阅读用户协议并勾选同意' },
  },
  play: async ({ canvas }) => {
    const agreement = canvas.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(agreement).not.toBeChecked();
    await expect(agreement).toHaveAttribute('aria-invalid', 'true');
    await expect(agreement).toHaveAccessibleDescription('请阅读用户协议并勾选同意');
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas, args }) => {
    const login = canvas.getByRole('button', { name: /登录/ });
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(login);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { values: { ...filled, captcha: '' }, error: '图形验证码错误，请重新输入' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('图形验证码错误，请重新输入');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

export const AccountKeepsDigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const account = canvas.getByLabelText('手机号');
    await userEvent.type(account, 'abc138 1234-5678xyz999');
    await expect(account).toHaveValue('13812345678');
    const password = canvas.getByLabelText('密码');
    await userEvent.type(password, 'my pass word 123456789');
    await expect(password).toHaveValue('mypassword123456');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ account: '13812345678', password: 'mypassword123456' }),
    );
  },
};

export const AgreementAndLinks: Story = {
  play: async ({ canvas, args }) => {
    const userAgreement = canvas.getByRole('link', { name: '《用户协议》' });
    await expect(userAgreement).toHaveAttribute('href', '/about/aboutUserAgreement');
    await expect(userAgreement).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: '《隐私协议》' })).toHaveAttribute('href', '/about/aboutPriAgreement');
    await userEvent.click(userAgreement);
    await expect(canvas.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ agreed: false }));
    await userEvent.click(canvas.getByRole('button', { name: '忘记密码？' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

export const CaptchaRefresh: Story = {
  play: async ({ canvas, args }) => {
    const captcha = canvas.getByRole('button', { name: '看不清？点击刷新' });
    await waitFor(() => expect(captcha).toHaveAttribute('data-state', 'ready'));
    captcha.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce();
    await waitFor(() => expect(captcha).toHaveAttribute('data-state', 'ready'));
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { values: { ...filled, captcha: '' } } };
