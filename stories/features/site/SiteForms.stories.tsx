import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  FeedbackForm,
  OnlineMessageForm,
  TeacherApplicationForm,
  type FeedbackImage,
  type FormState,
  type ResumeState,
} from '@/features/site/forms';
import {
  checkFeedback,
  checkMessage,
  checkTeacher,
  type FeedbackValues,
  type MessageValues,
  type TeacherValues,
} from '@/features/site/rules';
import { captchaImage } from '../account/fixtures';
import { onPage } from '../../pages/pageStory';

/** The site's forms in each state: empty, refused fields, sending, the server's refusal, sent. */
const meta = {
  title: 'Features/Site/Forms',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const message: MessageValues = {
  name: '王先生',
  phone: '13800138000',
  content: '我们是一家教辅出版社，希望洽谈教辅图书配套视频讲解的合作。',
};

function Message({
  initial,
  state = 'editing',
  serverError = null,
  checked = false,
}: {
  initial: MessageValues;
  state?: FormState;
  serverError?: string | null;
  checked?: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState(checked);
  return (
    <OnlineMessageForm
      values={values}
      onValuesChange={setValues}
      problems={shown ? checkMessage(values) : {}}
      state={state}
      serverError={serverError}
      onSubmit={() => setShown(true)}
      onAgain={fn()}
    />
  );
}

export const MessageEmpty: Story = {
  render: () => <Message initial={{ name: '', phone: '', content: '' }} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请填写称呼')).toBeVisible();
    await expect(canvas.getByText('请填写手机号')).toBeVisible();
  },
};
export const MessageInvalidPhone: Story = { render: () => <Message initial={{ ...message, phone: '1380013' }} checked /> };
export const MessageSending: Story = { render: () => <Message initial={message} state="submitting" /> };
export const MessageRefused: Story = { render: () => <Message initial={message} serverError="操作太频繁，请稍后再试" /> };
export const MessageSent: Story = { render: () => <Message initial={message} state="sent" /> };

const teacher: TeacherValues = {
  name: '周晓雯',
  phone: '13911112222',
  subject: '物理',
  gradeName: '初中',
  experience: '北京某中学物理教师 8 年，带过三届初三毕业班。',
  intro: '擅长力学与电学的实验教学，课堂互动性强。',
};

function Teacher({
  resume,
  checked = false,
  initial = teacher,
}: {
  resume: ResumeState;
  checked?: boolean;
  initial?: TeacherValues;
}) {
  const [values, setValues] = useState(initial);
  return (
    <TeacherApplicationForm
      values={values}
      onValuesChange={setValues}
      problems={checked ? checkTeacher(values) : {}}
      resume={resume}
      onResumeChoose={fn()}
      onResumeRemove={fn()}
      state="editing"
      onSubmit={fn()}
      onAgain={fn()}
    />
  );
}

export const TeacherEmpty: Story = {
  render: () => (
    <Teacher
      resume={{ status: 'none' }}
      initial={{ name: '', phone: '', subject: '', gradeName: '', experience: '', intro: '' }}
    />
  ),
};
export const TeacherRefusedFields: Story = {
  render: () => <Teacher resume={{ status: 'none' }} checked initial={{ ...teacher, name: '', phone: '139' }} />,
};
export const TeacherResumeUploading: Story = {
  render: () => <Teacher resume={{ status: 'uploading', name: '周晓雯-简历.pdf' }} />,
};
export const TeacherResumeUploaded: Story = {
  render: () => <Teacher resume={{ status: 'uploaded', name: '周晓雯-简历.pdf', url: '/api/upload/files/20260918/a.pdf' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已上传：周晓雯-简历.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '移除简历 周晓雯-简历.pdf' })).toBeVisible();
  },
};
export const TeacherResumeRefused: Story = {
  render: () => <Teacher resume={{ status: 'failed', message: '文件不能超过 5 MB' }} />,
};

const feedback: FeedbackValues = {
  type: '视频播放',
  content: '第三章第二讲的视频播放到一半会卡住，刷新后也一样。',
  contact: '13800138000',
  captcha: '',
};
const shot = (id: string): FeedbackImage => ({ id, previewUrl: '/assets/covers/math-g8-01.webp', status: 'uploaded' });

function Feedback({
  images = [],
  imageError = null,
  checked = false,
  state = 'editing',
  initial = feedback,
}: {
  images?: FeedbackImage[];
  imageError?: string | null;
  checked?: boolean;
  state?: FormState;
  initial?: FeedbackValues;
}) {
  const [values, setValues] = useState(initial);
  return (
    <FeedbackForm
      values={values}
      onValuesChange={setValues}
      problems={checked ? checkFeedback(values) : {}}
      images={images}
      imageError={imageError}
      onImageChoose={fn()}
      onImageRemove={fn()}
      captchaSrc={captchaImage('Xa9m')}
      onCaptchaRefresh={fn()}
      state={state}
      onSubmit={fn()}
      onAgain={fn()}
    />
  );
}

export const FeedbackEmpty: Story = {
  render: () => <Feedback initial={{ type: '', content: '', contact: '', captcha: '' }} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '视频播放' }));
    await expect(canvas.getByRole('radio', { name: '视频播放' })).toBeChecked();
  },
};
export const FeedbackRefusedFields: Story = {
  render: () => <Feedback checked initial={{ type: '', content: '', contact: '微信', captcha: '' }} />,
};
export const FeedbackWithScreenshots: Story = {
  render: () => <Feedback images={[shot('a'), { ...shot('b'), status: 'uploading' }]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除第 1 张截图' })).toBeVisible();
  },
};
export const FeedbackScreenshotRefused: Story = {
  render: () => <Feedback images={[shot('a')]} imageError="只能上传 PNG、JPEG、GIF 或 WEBP 图片" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('只能上传 PNG、JPEG、GIF 或 WEBP 图片');
  },
};
export const FeedbackFull: Story = {
  render: () => <Feedback images={[shot('a'), shot('b'), shot('c')]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/添加截图/)).not.toBeInTheDocument();
  },
};
export const FeedbackSent: Story = { render: () => <Feedback state="sent" /> };
