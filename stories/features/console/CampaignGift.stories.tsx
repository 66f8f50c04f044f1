import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { CampaignGift, type CampaignGiftData, type CampaignGiftProps, type GiftClaimRow } from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** The gift page's settings with its preview and claims: loading, failed, never saved, filled, closed, read-only. */
const meta = {
  title: 'Features/Console/Campaign Gift',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = fn(async () => undefined);
const now = new Date('2026-12-06T10:00:00+08:00');

const setting: CampaignGiftData = {
  settings: {
    isOpen: true,
    heading: '新人学习礼包',
    intro: '填写手机号即可免费领取：全学科知识点手册电子版、3 节名师试看课、1 次学习规划咨询。',
    items: ['全学科知识点手册（电子版）', '3 节名师直播试看课', '1 次一对一学习规划'],
    noticeTitle: '新人学习礼包已到账',
    noticeContent: '您领取的新人学习礼包已发放：全学科知识点手册（电子版）、3 节名师直播试看课、1 次一对一学习规划。',
    endsAt: '2026-12-31T15:59:00.000Z',
  },
  version: 3,
  updatedAt: '2026-12-05T02:00:00.000Z',
};

const claims: GiftClaimRow[] = [
  { id: 3, phone: '138****8000', claimedAt: '2026-12-05T14:20:00.000Z', delivered: true },
  { id: 2, phone: '139****1234', claimedAt: '2026-12-05T03:05:00.000Z', delivered: false },
  { id: 1, phone: '136****5678', claimedAt: '2026-12-04T23:59:00.000Z', delivered: true },
];

function Gift(props: Partial<CampaignGiftProps>) {
  return (
    <CampaignGift
      setting={ready(setting)}
      canWrite
      onSave={done}
      claims={{ state: 'ready', rows: claims, total: claims.length }}
      claimsPage={1}
      claimsPageSize={20}
      onClaimsPageChange={fn()}
      now={now}
      {...props}
    />
  );
}

export const Filled: Story = { render: () => <Gift /> };
export const NeverSaved: Story = {
  render: () => (
    <Gift setting={ready({ ...setting, version: 0, updatedAt: null })} claims={{ state: 'ready', rows: [], total: 0 }} />
  ),
};
export const Closed: Story = {
  render: () => <Gift setting={ready({ ...setting, settings: { ...setting.settings, isOpen: false } })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('活动已结束（页面不显示领取表单）')).toBeVisible();
  },
};
export const Loading: Story = { render: () => <Gift setting={loading} claims={{ state: 'loading' }} /> };
export const LoadFailed: Story = {
  render: () => (
    <Gift setting={failed()} claims={{ state: 'error', message: '领取记录加载失败', onRetry: fn(), retrying: false }} />
  ),
};
export const ReadOnly: Story = { render: () => <Gift canWrite={false} /> };
export const ValidationError: Story = {
  render: () => <Gift />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '标题' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: '礼包内容' }),
      '{enter}一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十超',
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写标题，不超过 30 字')).toBeVisible();
    await expect(canvas.getByText('请填写 1–6 行礼包内容，每行不超过 40 字')).toBeVisible();
    await expect(done).not.toHaveBeenCalled();
  },
};
export const Refused: Story = {
  render: () => <Gift onSave={fn(async () => Promise.reject(new Error('这份设置已被他人修改，请刷新后再改')))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '（改）');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('这份设置已被他人修改，请刷新后再改')).toBeVisible();
  },
};
