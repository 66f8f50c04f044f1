import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  gradeFieldStatuses,
  ProfileForm,
  profileFormStatuses,
  SettingsCard,
  validateProfile,
  type ProfileFormProps,
} from '@/features/account/SettingsSections';
import { gradeGroups } from './fixtures';
import { useFormStory } from './formStory';

/*
 * Nickname and grade: the profile loading, failing to load, ready (unchanged or edited), refused by a
 * field rule or by the server, and saving. The grade list has its own loading and failure.
 */

const saved = { name: '小林同学', gradeName: '初二' };

function StatefulProfile(args: ProfileFormProps) {
  const { form } = useFormStory(args, validateProfile);
  const edited = args.dirty || form.values.name !== args.values.name || form.values.gradeName !== args.values.gradeName;
  return (
    <SettingsCard title="个人资料" intro="昵称和头像会显示在页面顶部和学习记录中，年级决定首页推荐的课程。">
      <ProfileForm {...args} {...form} dirty={edited} />
    </SettingsCard>
  );
}

const meta = {
  title: 'Account/Settings/Profile',
  component: ProfileForm,
  render: (args) => <StatefulProfile {...args} />,
  args: {
    status: 'ready',
    onRetry: fn(),
    values: saved,
    onValuesChange: fn(),
    onSubmit: fn(),
    dirty: false,
    gradeGroups,
    gradeStatus: 'ready',
    onRetryGrades: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: profileFormStatuses },
    gradeStatus: { control: 'inline-radio', options: gradeFieldStatuses },
    error: { control: 'text' },
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const save = canvas.getByRole('button', { name: '保存资料' });
    await step('nothing to save until something changes', async () => {
      await expect(save).toBeDisabled();
      await expect(canvas.getByText('修改昵称或年级后即可保存')).toBeInTheDocument();
    });
    await step('a nickname is required', async () => {
      await userEvent.clear(canvas.getByLabelText('昵称'));
      await userEvent.click(save);
      await expect(canvas.getByLabelText('昵称')).toHaveAccessibleDescription('请输入昵称');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a new nickname and grade are saved', async () => {
      await userEvent.type(canvas.getByLabelText('昵称'), '林小满');
      await userEvent.selectOptions(canvas.getByLabelText('年级'), '初三');
      await userEvent.click(save);
      await expect(args.onSubmit).toHaveBeenCalledWith({ name: '林小满', gradeName: '初三' });
    });
  },
};

export const Playground: Story = { args: { dirty: true, error: '' } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('个人资料加载中');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('个人资料加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /重新加载|重试/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoGradeYet: Story = {
  args: { values: { name: '新同学', gradeName: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('年级')).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: {
    values: { name: '', gradeName: '' },
    dirty: true,
    errors: { name: 'settingsPage.profile.errors.nameRequired', gradeName: 'settingsPage.profile.errors.gradeRequired' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('年级')).toHaveAccessibleDescription('请选择年级');
  },
};

export const Saving: Story = {
  args: { values: { name: '林小满', gradeName: '初三' }, dirty: true, saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /保存资料/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('昵称')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { values: { name: '林小满', gradeName: '初三' }, dirty: true, error: '年级不存在，请重新选择' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('年级不存在，请重新选择');
  },
};

export const GradesLoading: Story = {
  args: { gradeStatus: 'loading', gradeGroups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('年级')).toBeDisabled();
    await expect(canvas.getByLabelText('年级')).toHaveValue('初二');
  },
};

export const GradesFailed: Story = {
  args: { gradeStatus: 'error', gradeGroups: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetryGrades).toHaveBeenCalledOnce();
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { dirty: true } };
