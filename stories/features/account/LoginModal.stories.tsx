import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { emptyLoginValues } from '@/features/account/LoginForm';
import { LoginModal, loginModalSteps, type LoginModalProps } from '@/features/account/LoginModal';
import { StoryLink } from '../../components/storyKit';
import { agreementLinks, captchaSrc, studentPhone } from './fixtures';

/** Holds the form and the open state like the app does; the button reopens a closed dialog. */
function StatefulLoginModal({ open: initialOpen, onClose, login, sms, ...props }: LoginModalProps) {
  const [open, setOpen] = useState(initialOpen);
  const [values, setValues] = useState(login.values);
  const [code, setCode] = useState(sms.code);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        登录
      </Button>
      <LoginModal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          setValues(emptyLoginValues);
          onClose();
        }}
        login={{
          ...login,
          values,
          onValuesChange: (next) => {
            setValues(next);
            login.onValuesChange(next);
          },
        }}
        sms={{
          ...sms,
          code,
          onCodeChange: (next) => {
            setCode(next);
            sms.onCodeChange(next);
          },
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/LoginModal',
  component: LoginModal,
  render: (args) => <StatefulLoginModal {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    step: 'login',
    registerHref: '/register',
    LinkComponent: StoryLink,
    login: {
      values: emptyLoginValues,
      onValuesChange: fn(),
      onSubmit: fn(),
      captchaSrc,
      onRefreshCaptcha: fn(),
      onForgotPassword: fn(),
      ...agreementLinks,
    },
    sms: {
      phone: studentPhone,
      code: '',
      onCodeChange: fn(),
      secondsLeft: 0,
      onSendCode: fn(),
      onVerify: fn(),
      onBack: fn(),
    },
  },
  argTypes: {
    step: { control: 'inline-radio', options: loginModalSteps },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '欢迎登录学伴在线' });
    await expect(within(dialog).getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13812345678');
    await expect(args.login.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ account: '13812345678' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const reopened = await screen.findByRole('dialog', { name: '欢迎登录学伴在线' });
    await expect(within(reopened).getByLabelText('手机号')).toHaveValue('');
  },
};

export const Playground: Story = { args: { step: 'sms' } };

export const LoginStep: Story = {
  args: {
    login: {
      ...meta.args.login,
      values: { account: '13812345678', password: 'xueban2024', captcha: '7Kp3', agreed: true, remember: false },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '欢迎登录学伴在线' });
    await expect(within(dialog).getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

export const SmsStep: Story = {
  args: { step: 'sms', sms: { ...meta.args.sms, secondsLeft: 59 } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '短信安全验证' });
    await expect(within(dialog).getByText('为了您的账号安全，请完成短信验证')).toBeInTheDocument();
    await expect(within(dialog).getByText('138****5678')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
    await expect(within(dialog).queryByRole('link', { name: '立即注册' })).not.toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
