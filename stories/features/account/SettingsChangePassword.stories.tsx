import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ChangePasswordForm,
  changePasswordStates,
  emptyChangePasswordValues,
  SettingsCard,
  validateChangePassword,
  type ChangePasswordFormProps,
} from '@/features/account/SettingsSections';
import { useFormStory } from './formStory';

/*
 * Changing the password, one story per state of machines/settings/changePasswordMachine: editing
 * (filling, serverError), submitting, done. Validates on submit as the settings page does.
 */

function StatefulChangePassword(args: ChangePasswordFormProps) {
  const { form } = useFormStory(args, validateChangePassword);
  return (
    <SettingsCard title="修改密码" intro="修改后，当前设备保持登录，其他设备上的登录会退出。">
      <ChangePasswordForm {...args} {...form} />
    </SettingsCard>
  );
}

const filled = { oldPassword: 'Demo@2026', newPassword: 'Newpass2026', confirmPassword: 'Newpass2026' };

const meta = {
  title: 'Account/Settings/ChangePassword',
  component: ChangePasswordForm,
  render: (args) => <StatefulChangePassword {...args} />,
  args: {
    state: 'editing',
    values: emptyChangePasswordValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    onRestart: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: changePasswordStates },
    error: { control: 'text' },
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const submit = canvas.getByRole('button', { name: '确认修改' });
    await step('every field is asked for, and the new password must follow the rule', async () => {
      await userEvent.click(submit);
      await expect(canvas.getByLabelText('原密码')).toHaveAccessibleDescription('请输入原密码');
      await userEvent.type(canvas.getByLabelText('原密码'), 'Demo@2026');
      await userEvent.type(canvas.getByLabelText('新密码'), 'onlyletters');
      await userEvent.type(canvas.getByLabelText('确认新密码'), 'onlyletters');
      await userEvent.click(submit);
      await expect(canvas.getByLabelText('新密码')).toHaveAccessibleDescription('密码须同时包含字母和数字，且只能使用字母和数字');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a valid new password typed twice is sent', async () => {
      await userEvent.type(canvas.getByLabelText('新密码'), '2026');
      await userEvent.type(canvas.getByLabelText('确认新密码'), '2026');
      await userEvent.click(submit);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'Demo@2026',
        newPassword: 'onlyletters2026',
        confirmPassword: 'onlyletters2026',
      });
    });
  },
};

export const Playground: Story = { args: { values: filled, error: '原密码错误' } };

export const Invalid: Story = {
  args: {
    values: { oldPassword: 'Demo@2026', newPassword: 'Demo@2026', confirmPassword: 'Demo2026' },
    errors: { newPassword: 'settingsPage.password.errors.sameAsOld', confirmPassword: 'account.register.errors.confirmMismatch' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('新密码')).toHaveAccessibleDescription('新密码不能与原密码相同');
    await expect(canvas.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', values: filled },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /确认修改/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('原密码')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /确认修改/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { values: filled, error: '原密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('原密码错误');
  },
};

export const Done: Story = {
  args: { state: 'done' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已修改');
    await userEvent.click(canvas.getByRole('button', { name: '再次修改' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { values: filled, error: 'Wrong current password' } };
