import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AvatarUploader, avatarProblems, avatarUploaderStates, SettingsCard } from '@/features/account/SettingsSections';

/*
 * The avatar part of the profile section, one story per state of the upload flow
 * (machines/settings/avatarUploadMachine): idle, validating, rejected, uploading, saving, done, failed.
 */

function picture(fill: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${fill}"/><circle cx="48" cy="38" r="18" fill="#FFFFFF"/><path d="M16 96c2-22 16-32 32-32s30 10 32 32z" fill="#FFFFFF"/><text x="80" y="20" font-size="14" fill="#FFFFFF">${letter}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const savedPhoto = picture('#1F55E0', 'A');
const pickedPhoto = picture('#0F7550', 'B');

const meta = {
  title: 'Account/Settings/Avatar',
  component: AvatarUploader,
  render: (args) => (
    <SettingsCard title="个人资料">
      <AvatarUploader {...args} />
    </SettingsCard>
  ),
  args: {
    name: '小林同学',
    qiniuUrl: '',
    photoUrl: savedPhoto,
    state: 'idle',
    maxSizeText: '2\u00a0MB',
    accept: 'image/jpeg,image/png,image/webp',
    onPick: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: avatarUploaderStates },
    problem: { control: 'inline-radio', options: avatarProblems },
    error: { control: 'text' },
  },
} satisfies Meta<typeof AvatarUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByLabelText('更换头像');
    await expect(picker).toHaveAccessibleDescription(/支持 JPG、PNG、WEBP 格式/);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(picker, file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const Playground: Story = { args: { state: 'failed', error: '上传凭证无效或已过期，请重新获取' } };

export const NoPhotoYet: Story = {
  args: { photoUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '小林同学的头像' })).toHaveTextContent('小');
  },
};

export const Validating: Story = {
  args: { state: 'validating', previewSrc: pickedPhoto },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在检查图片…');
    await expect(canvas.getByLabelText('更换头像')).toBeDisabled();
  },
};

export const RejectedType: Story = {
  args: { state: 'rejected', problem: 'badType' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('只能上传 JPG、PNG 或 WEBP 格式的图片');
    await expect(canvas.getByLabelText('更换头像')).toBeEnabled();
  },
};

export const RejectedTooLarge: Story = {
  args: { state: 'rejected', problem: 'tooLarge' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^图片不能超过 2\s?MB，请压缩后再上传$/);
  },
};

export const RejectedNotImage: Story = {
  args: { state: 'rejected', problem: 'notImage' },
};

export const Uploading: Story = {
  args: { state: 'uploading', previewSrc: pickedPhoto },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在上传…');
  },
};

export const Saving: Story = {
  args: { state: 'saving', previewSrc: pickedPhoto },
};

export const Done: Story = {
  args: { state: 'done', photoUrl: pickedPhoto },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('头像已更新');
  },
};

export const Failed: Story = {
  args: { state: 'failed', previewSrc: pickedPhoto, error: '上传凭证无效或已过期，请重新获取' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传凭证无效或已过期，请重新获取');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { state: 'rejected', problem: 'tooLarge' } };
