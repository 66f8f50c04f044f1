import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  BindPhoneForm,
  bindPhoneStates,
  SettingsCard,
  validateBindPhone,
  validateNewPhone,
  type BindPhoneFormProps,
} from '@/features/account/SettingsSections';
import { studentPhone } from './fixtures';
import { smsCodeArgs, smsCodeArgTypes, useFormStory } from './formStory';

/*
 * Changing the account's phone, one story per state of machines/settings/bindPhoneMachine: the code
 * region (ready, sending, captchaRequired, countingDown) beside the form (filling, serverError,
 * submitting), then done.
 */

const newPhone = '13912345678';

function StatefulBindPhone(args: BindPhoneFormProps) {
  const { form, check } = useFormStory(args, (values) => validateBindPhone(values, args.currentPhone));
  return (
    <SettingsCard title="更换手机号" intro="验证码会发送到新手机号，更换后请用新手机号登录。">
      <BindPhoneForm
        {...args}
        {...form}
        onSendCode={() => check(validateNewPhone(form.values, args.currentPhone), args.onSendCode)}
      />
    </SettingsCard>
  );
}

const meta = {
  title: 'Account/Settings/BindPhone',
  component: BindPhoneForm,
  render: (args) => <StatefulBindPhone {...args} />,
  args: {
    state: 'editing',
    currentPhone: studentPhone,
    values: { phone: '', smsCode: '', password: '' },
    onValuesChange: fn(),
    onSubmit: fn(),
    onRestart: fn(),
    ...smsCodeArgs(),
  },
  argTypes: { state: { control: 'inline-radio', options: bindPhoneStates }, ...smsCodeArgTypes },
} satisfies Meta<typeof BindPhoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByText('138****5678')).toBeInTheDocument();
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await step('a code goes only to a new, valid number', async () => {
      await userEvent.click(send);
      await expect(canvas.getByLabelText('新手机号')).toHaveAccessibleDescription('请输入手机号');
      await userEvent.type(canvas.getByLabelText('新手机号'), studentPhone);
      await userEvent.click(send);
      await expect(canvas.getByLabelText('新手机号')).toHaveAccessibleDescription('新手机号与当前手机号相同');
      await expect(args.onSendCode).not.toHaveBeenCalled();
      await userEvent.clear(canvas.getByLabelText('新手机号'));
      await userEvent.type(canvas.getByLabelText('新手机号'), '139 1234 5678');
      await expect(canvas.getByLabelText('新手机号')).toHaveValue(newPhone);
      await userEvent.click(send);
      await expect(args.onSendCode).toHaveBeenCalledOnce();
    });
    await step('the change needs the code and the account password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '确认更换' }));
      await expect(canvas.getByLabelText('短信验证码')).toHaveAccessibleDescription('请输入短信验证码');
      await expect(canvas.getByLabelText('登录密码')).toHaveAccessibleDescription('请输入登录密码');
      await userEvent.type(canvas.getByLabelText('短信验证码'), '482913');
      await userEvent.type(canvas.getByLabelText('登录密码'), 'Secret@123');
      await userEvent.click(canvas.getByRole('button', { name: '确认更换' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ phone: newPhone, smsCode: '482913', password: 'Secret@123' });
    });
  },
};

export const Playground: Story = { args: { values: { phone: newPhone, smsCode: '4829', password: '' }, secondsLeft: 42 } };

export const SendingCode: Story = {
  args: { values: { phone: newPhone, smsCode: '', password: '' }, sendingCode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /获取验证码/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CaptchaRequired: Story = {
  args: { values: { phone: newPhone, smsCode: '', password: '' }, needsCaptcha: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await expect(canvas.getByLabelText('图形验证码')).toHaveAccessibleDescription('请先输入图形验证码，再获取短信验证码');
  },
};

export const CountingDown: Story = {
  args: { values: { phone: newPhone, smsCode: '', password: '' }, secondsLeft: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '59秒后重新发送' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', values: { phone: newPhone, smsCode: '482913', password: 'Secret@123' }, secondsLeft: 41 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /确认更换/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('新手机号')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    values: { phone: newPhone, smsCode: '000000', password: 'Secret@123' },
    secondsLeft: 30,
    error: '验证码错误，还可尝试 4 次',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误，还可尝试 4 次');
  },
};

export const Done: Story = {
  args: { state: 'done', boundPhone: newPhone },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('今后请使用 139****5678 登录。');
    await userEvent.click(canvas.getByRole('button', { name: '再次更换' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { values: { phone: newPhone, smsCode: '', password: '' }, needsCaptcha: true, captcha: '7Kp3', secondsLeft: 0 },
};
