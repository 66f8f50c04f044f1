import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LessonVideo } from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** A lesson's video in the course outline: its resumable upload, then the transcode's status, and its removal. */
const meta = {
  title: 'Features/Console/LessonVideo',
  component: LessonVideo,
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    lessonTitle: '函数的概念',
    stage: 'settled',
    video: null,
    fileName: '',
    sentPercent: 0,
    error: null,
    readOnly: false,
    onPick: fn(),
    onCancel: fn(),
    onRetry: fn(),
    confirmingDetach: false,
    detaching: false,
    onDetach: fn(),
    onConfirmDetach: fn(),
    onKeepVideo: fn(),
  },
} satisfies Meta<typeof LessonVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = new File(['not really a video'], '第一课.mp4', { type: 'video/mp4' });

export const NoVideo: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('选择视频文件（函数的概念）'), file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const Checking: Story = { args: { stage: 'busy' } };

export const Uploading: Story = {
  args: { stage: 'uploading', fileName: '第一课.mp4', sentPercent: 42 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: '第一课.mp4 的上传进度' })).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(canvas.getByRole('button', { name: '暂停' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** After a reload: the share already on the server, continued by picking the same file. */
export const Unfinished: Story = {
  args: { stage: 'unfinished', fileName: '第一课.mp4', sentPercent: 60 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/上传未完成（60%）/)).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('选择视频文件（函数的概念）'), file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const UploadFailed: Story = {
  args: { stage: 'unfinished', fileName: '第一课.mp4', sentPercent: 30, error: '上传中断，请检查网络后重新选择同一文件继续' },
};

export const Waiting: Story = {
  args: { stage: 'processing', video: { status: 'uploaded', progress: 0, failureReason: '', durationSec: 0 } },
};

export const Transcoding: Story = {
  args: { stage: 'processing', video: { status: 'transcoding', progress: 37, failureReason: '', durationSec: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('转码中 37%')).toBeVisible();
  },
};

const ready = { status: 'ready', progress: 100, failureReason: '', durationSec: 754 } as const;

export const Ready: Story = {
  args: { video: ready },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已就绪 · 12:34')).toBeVisible();
    await expect(canvas.getByText('更换视频')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '移除视频（函数的概念）' }));
    await expect(args.onDetach).toHaveBeenCalled();
  },
};

/** "Take the video off?": removing it leaves the lesson without one, keeping it closes the question. */
export const ConfirmingDetach: Story = {
  args: { video: ready, confirmingDetach: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: /移除「函数的概念」的视频/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    await expect(args.onConfirmDetach).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '保留' }));
    await expect(args.onKeepVideo).toHaveBeenCalled();
  },
};

export const Detaching: Story = { args: { video: ready, confirmingDetach: true, detaching: true } };

export const DetachRefused: Story = { args: { video: ready, error: '这个课时没有视频' } };

export const Failed: Story = {
  args: { video: { status: 'failed', progress: 0, failureReason: '无法读取这个文件：它不是可识别的视频', durationSec: 0 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('失败：无法读取这个文件：它不是可识别的视频')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RetryRefused: Story = {
  args: {
    video: { status: 'failed', progress: 0, failureReason: '转码没有完成（ffmpeg 退出码 1）', durationSec: 0 },
    error: '只有转码失败的视频可以重试',
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, video: { status: 'failed', progress: 0, failureReason: '文件里没有视频画面', durationSec: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.queryByLabelText('选择视频文件（函数的概念）')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /移除视频/ })).toBeNull();
  },
};
