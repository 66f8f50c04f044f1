import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import type { FeedbackImage, FormState } from '@/features/site/forms';
import { checkFeedback, type FeedbackValues } from '@/features/site/rules';
import { FaqView } from '@/features/site/FaqView';
import { FeedbackView } from '@/pages/desktop/feedback/FeedbackView';
import { captchaImage } from '../../features/account/fixtures';
import { api } from '../../fixtures/api';
import { onPage, pageParameters } from '../pageStory';

/** The service pages of the desktop site: fees, questions of teachers who want to join, complaints. */
const meta = {
  title: 'Pages/Desktop/Service',
  decorators: [onPage],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fees: Story = {
  render: () => <FaqView kind="fees" items={ready(api.feeItems.list)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '课程收费项目及标准' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
export const FeesLoading: Story = { render: () => <FaqView kind="fees" items={loading} /> };
export const FeesEmpty: Story = { render: () => <FaqView kind="fees" items={ready([])} /> };
export const FeesLoadFailed: Story = { render: () => <FaqView kind="fees" items={failed()} /> };

export const TrainerQuestions: Story = {
  render: () => <FaqView kind="trainer" entries={ready(api.trainerFaq.list)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '申请入驻' })).toHaveAttribute('href', '/about/teachers-in');
  },
};
export const TrainerQuestionsLoading: Story = { render: () => <FaqView kind="trainer" entries={loading} /> };
export const TrainerQuestionsLoadFailed: Story = { render: () => <FaqView kind="trainer" entries={failed()} /> };

const blank: FeedbackValues = { type: '', content: '', contact: '', captcha: '' };

function Feedback({
  state = 'editing',
  images = [],
  serverError = null,
}: {
  state?: FormState;
  images?: FeedbackImage[];
  serverError?: string | null;
}) {
  const [values, setValues] = useState(blank);
  const [checked, setChecked] = useState(false);
  return (
    <FeedbackView
      values={values}
      onValuesChange={setValues}
      problems={checked ? checkFeedback(values) : {}}
      images={images}
      onImageChoose={fn()}
      onImageRemove={fn()}
      captchaSrc={captchaImage('Xa9m')}
      onCaptchaRefresh={fn()}
      state={state}
      serverError={serverError}
      onSubmit={() => setChecked(true)}
      onAgain={fn()}
    />
  );
}

export const FeedbackPage: Story = {
  render: () => <Feedback />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请选择反馈类型')).toBeVisible();
  },
};
export const FeedbackSending: Story = { render: () => <Feedback state="submitting" /> };
export const FeedbackRefused: Story = { render: () => <Feedback serverError="图形验证码错误，请重新输入" /> };
export const FeedbackSent: Story = { render: () => <Feedback state="sent" /> };
