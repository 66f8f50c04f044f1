import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { CampaignParentTexts, type CampaignParentTextsData } from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** The parent-binding pages' texts: loading, failed, never saved, filled, read-only and a refused field. */
const meta = {
  title: 'Features/Console/Campaign Parent Texts',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = fn(async () => undefined);

const texts: CampaignParentTextsData = {
  settings: {
    verifyIntro: '绑定后，家长会收到孩子的学习通知。',
    consentNote: '验证码将发送到学生的手机号，确认学生同意绑定。',
    relationshipHint: '绑定后，家长会收到孩子的学习通知。',
    fullText: '每位学生最多绑定 3 位家长。如需更换，请先解除一位家长的绑定。',
  },
  version: 2,
  updatedAt: '2026-12-05T02:00:00.000Z',
};

export const Filled: Story = { render: () => <CampaignParentTexts texts={ready(texts)} canWrite onSave={done} /> };
export const NeverSaved: Story = {
  render: () => <CampaignParentTexts texts={ready({ ...texts, version: 0, updatedAt: null })} canWrite onSave={done} />,
};
export const Loading: Story = { render: () => <CampaignParentTexts texts={loading} canWrite onSave={done} /> };
export const LoadFailed: Story = { render: () => <CampaignParentTexts texts={failed()} canWrite onSave={done} /> };
export const ReadOnly: Story = { render: () => <CampaignParentTexts texts={ready(texts)} canWrite={false} onSave={done} /> };
export const ValidationError: Story = {
  render: () => <CampaignParentTexts texts={ready(texts)} canWrite onSave={done} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '验证页介绍' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写验证页介绍，不超过 100 字')).toBeVisible();
    await expect(done).not.toHaveBeenCalled();
  },
};
