import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import type { FeedbackRecordData } from '@/features/learning/FeedbackRecord';
import type { FeedbackImage, FormState } from '@/features/site/forms';
import { checkFeedback, type FeedbackValues } from '@/features/site/rules';
import { PersonalFeedbackView, type PersonalFeedbackViewProps } from '@/pages/personal/feedback/PersonalFeedbackView';
import { onPage, pageParameters } from '../pageStory';

/** /personal/feckback: the logged-in feedback form beside one's own history with support's replies. */
const meta = {
  title: 'Pages/Personal/Feedback',
  decorators: [onPage],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const records: FeedbackRecordData[] = [
  {
    id: 12,
    type: '功能建议',
    content: '希望课程页能增加倍速播放和夜间模式，晚上复习时眼睛会舒服一些。',
    images: [],
    createdAt: '2026-10-08T13:40:00.000Z',
    replies: [],
  },
  {
    id: 11,
    type: '视频问题',
    content: '《圆》专题精讲第二节的视频在手机上播放到一半会卡住，刷新后要重新拖动进度条。',
    images: ['/assets/video/sample-poster.png'],
    createdAt: '2026-09-20T12:15:00.000Z',
    replies: [
      {
        id: 3,
        author: '学伴客服',
        content: '同学你好，问题已定位并修复：弱网时视频会自动降低清晰度继续播放，进度也会保存。感谢你的反馈！',
        createdAt: '2026-09-21T02:05:00.000Z',
      },
    ],
  },
];

const blank: FeedbackValues = { type: '', content: '', contact: '', captcha: '' };
const signedIn = (values: FeedbackValues) => checkFeedback(values, { captcha: false });

function Feedback({
  state = 'editing',
  images = [],
  serverError = null,
  history = ready({ list: records, total: 2, page: 1, size: 5 }),
  onPage = fn(),
}: {
  state?: FormState;
  images?: FeedbackImage[];
  serverError?: string | null;
  history?: PersonalFeedbackViewProps['history'];
  onPage?: (page: number) => void;
}) {
  const [values, setValues] = useState(blank);
  const [checked, setChecked] = useState(false);
  return (
    <PersonalFeedbackView
      form={{
        values,
        onValuesChange: setValues,
        problems: checked ? signedIn(values) : {},
        images,
        onImageChoose: fn(),
        onImageRemove: fn(),
        state,
        serverError,
        onSubmit: () => setChecked(true),
        onAgain: fn(),
      }}
      history={history}
      onPage={onPage}
    />
  );
}

export const Default: Story = {
  render: () => <Feedback />,
  play: async ({ canvas }) => {
    // Logged in: no captcha to type.
    await expect(canvas.queryByLabelText('图形验证码')).toBeNull();
    const history = canvas.getByRole('region', { name: /我的反馈记录/ });
    const items = within(history).getAllByRole('listitem', { name: /功能建议|视频问题/ });
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('待回复');
    await expect(within(items[1]!).getByRole('note', { name: '学伴客服的回复' })).toHaveTextContent('问题已定位并修复');
  },
};

export const FieldMessages: Story = {
  render: () => <Feedback />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请选择反馈类型')).toBeVisible();
    await expect(canvas.getByText('请填写问题描述')).toBeVisible();
    await expect(canvas.queryByText('请输入图形验证码')).toBeNull();
    await userEvent.type(canvas.getByLabelText('联系方式'), 'not-a-contact');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请输入手机号或邮箱')).toBeVisible();
  },
};

export const WithScreenshots: Story = {
  render: () => (
    <Feedback
      images={[
        { id: 'a', previewUrl: '/assets/video/sample-poster.png', status: 'uploaded' },
        { id: 'b', previewUrl: '/assets/video/sample-poster.png', status: 'uploading' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '第 2 张截图' })).toHaveAttribute('data-state', 'uploading');
  },
};

export const Sending: Story = {
  render: () => <Feedback state="submitting" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /提交中/ })).toBeVisible();
  },
};

export const Sent: Story = {
  render: () => <Feedback state="sent" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('客服回复后会显示在反馈记录中');
    await expect(canvas.getByRole('button', { name: '再填一份' })).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => <Feedback serverError="提交失败，请稍后再试" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('提交失败，请稍后再试')).toBeVisible();
  },
};

export const HistoryEmpty: Story = {
  render: () => <Feedback history={ready({ list: [], total: 0, page: 1, size: 5 })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有反馈记录')).toBeVisible();
  },
};

const PAGE_TWO = '第 2 页';
const pageChosen = fn();
export const HistoryPaged: Story = {
  render: () => <Feedback history={ready({ list: records, total: 12, page: 1, size: 5 })} onPage={pageChosen} />,
  play: async ({ canvas }) => {
    pageChosen.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: PAGE_TWO }));
    await expect(pageChosen).toHaveBeenCalledWith(2);
  },
};

export const HistoryLoading: Story = { render: () => <Feedback history={loading} /> };

export const HistoryLoadFailed: Story = {
  render: () => <Feedback history={failed()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /重新加载|重试/ })).toBeVisible();
  },
};
