import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyRegisterValues,
  RegisterForm,
  validateRegistration,
  validateSmsRequest,
  type RegisterFormProps,
  type RegisterFormValues,
} from '@/features/account/RegisterForm';
import { StoryLink } from '../../components/storyKit';
import { agreementLinks, captchaSrc, nextCaptchaSrc, studentPhone } from './fixtures';
import { useFormStory } from './formStory';
import * as styles from './stories.css';

/** Validates on submit and before a code is sent, as the register page does, and keeps the values. */
function StatefulRegisterForm({ onRefreshCaptcha, captchaSrc: firstSrc, ...args }: RegisterFormProps) {
  const { form, check } = useFormStory(args, validateRegistration);
  const [src, setSrc] = useState(firstSrc);
  return (
    <div className={styles.pageFrame}>
      <RegisterForm
        {...args}
        {...form}
        captchaSrc={src}
        onRefreshCaptcha={() => {
          setSrc((current) => (current === captchaSrc ? nextCaptchaSrc : captchaSrc));
          onRefreshCaptcha();
        }}
        onSendCode={() => check(validateSmsRequest(form.values), args.onSendCode)}
      />
    </div>
  );
}

const complete: RegisterFormValues = {
  phone: studentPhone,
  captcha: '7Kp3',
  smsCode: '482913',
  password: 'xueban2024',
  confirmPassword: 'xueban2024',
  agreed: true,
};

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulRegisterForm {...args} />,
  args: {
    values: emptyRegisterValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    captchaSrc,
    onRefreshCaptcha: fn(),
    onSendCode: fn(),
    secondsLeft: 0,
    onLogin: fn(),
    ...agreementLinks,
    LinkComponent: StoryLink,
  },
  argTypes: {
    secondsLeft: { control: { type: 'range', min: 0, max: 60 } },
    error: { control: 'text' },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    await step('a code needs the phone and the image captcha', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
      await expect(args.onSendCode).not.toHaveBeenCalled();
      await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('请输入手机号');
      await userEvent.type(canvas.getByLabelText('手机号'), '138abc12345678');
      await expect(canvas.getByLabelText('手机号')).toHaveValue('13812345678');
      await userEvent.type(canvas.getByLabelText('图形验证码'), '7Kp3');
      await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
      await expect(args.onSendCode).toHaveBeenCalledOnce();
    });
    await step('the password rules are explained, then checked', async () => {
      await userEvent.type(canvas.getByLabelText('短信验证码'), '482913');
      await userEvent.type(canvas.getByLabelText('设置密码'), 'onlyletters');
      await userEvent.type(canvas.getByLabelText('确认密码'), 'onlyletters');
      await userEvent.click(canvas.getByRole('button', { name: '注册' }));
      await expect(canvas.getByLabelText('设置密码')).toHaveAccessibleDescription(
        '密码须同时包含字母和数字，且只能使用字母和数字',
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(canvas.getByLabelText('设置密码'), '2024');
      await userEvent.type(canvas.getByLabelText('确认密码'), '2024');
      await userEvent.click(canvas.getByRole('button', { name: '注册' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        ...complete,
        password: 'onlyletters2024',
        confirmPassword: 'onlyletters2024',
      });
    });
  },
};

export const Playground: Story = { args: { values: complete, secondsLeft: 45 } };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await expect(canvas.getByLabelText('设置密码')).toHaveAccessibleDescription('6-16位，须同时包含字母和数字，不含空格');
    await expect(canvas.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/about/aboutUserAgreement');
    await userEvent.click(canvas.getByRole('button', { name: '去登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

const mistyped: RegisterFormValues = {
  ...emptyRegisterValues,
  phone: '1381234',
  password: 'abc12',
  confirmPassword: 'abc123',
  agreed: false,
};

export const Errors: Story = {
  args: { values: mistyped, errors: validateRegistration(mistyped) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('请输入正确的11位手机号');
    await expect(canvas.getByLabelText('短信验证码')).toHaveAccessibleDescription('请输入短信验证码');
    await expect(canvas.getByLabelText('设置密码')).toHaveAccessibleDescription('密码长度须为6-16位');
    await expect(canvas.getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(canvas.getByRole('checkbox', { name: /我已阅读并同意/ })).toHaveAccessibleDescription(
      '请阅读用户协议并勾选同意',
    );
  },
};

export const CountingDown: Story = {
  args: { values: { ...emptyRegisterValues, phone: studentPhone, captcha: '7Kp3' }, secondsLeft: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { values: complete, secondsLeft: 21, submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /注册/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { values: complete, error: '该手机号已注册，请直接登录' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByText('该手机号已注册，请直接登录')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    values: { ...complete, confirmPassword: 'xueban2025' },
    errors: { confirmPassword: 'account.register.errors.confirmMismatch' },
  },
};
