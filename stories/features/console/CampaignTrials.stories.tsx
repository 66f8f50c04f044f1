import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import {
  CampaignTrials,
  TrialClaimsDialog,
  type CampaignTrialClaims,
  type CampaignTrialList,
  type CampaignTrialRow,
} from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** The free-trial courses of the campaign settings: loading, empty, failed, full, read-only, the forms and the claims. */
const meta = {
  title: 'Features/Console/Campaign Trials',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = fn(async () => undefined);

const row = (fields: Partial<CampaignTrialRow> & Pick<CampaignTrialRow, 'id' | 'courseId' | 'title'>): CampaignTrialRow => ({
  gradeName: '一年级',
  coursePublished: true,
  courseFree: false,
  state: 'showing',
  hiddenReason: null,
  startsAt: null,
  endsAt: null,
  claims: 0,
  buyers: 0,
  version: 1,
  ...fields,
});

const trialList: CampaignTrialList = {
  list: [
    row({ id: 1, courseId: 2, title: '一年级数学《20以内的加减法》同步精讲', claims: 128, buyers: 23 }),
    row({
      id: 2,
      courseId: 3,
      title: '一年级英语《自然拼读入门》启蒙课',
      state: 'scheduled',
      startsAt: '2026-12-20T01:00:00.000Z',
      endsAt: '2027-01-31T15:59:00.000Z',
    }),
    row({
      id: 3,
      courseId: 4,
      title: '二年级语文《看图写话》写作启蒙',
      gradeName: '二年级',
      state: 'ended',
      startsAt: '2026-10-01T00:00:00.000Z',
      endsAt: '2026-11-30T15:59:00.000Z',
      claims: 56,
      buyers: 9,
      version: 4,
    }),
    row({
      id: 4,
      courseId: 9,
      title: '三年级英语《PEP三年级上册》同步精讲',
      gradeName: '三年级',
      coursePublished: false,
      state: 'hidden',
      hiddenReason: 'unpublished',
      claims: 12,
      buyers: 1,
    }),
    row({ id: 5, courseId: 30, title: '升学规划公开课', gradeName: '', courseFree: true, state: 'hidden', hiddenReason: 'free' }),
  ],
  candidates: [
    { id: 12, title: '四年级数学《大数的认识与运算律》同步精讲', gradeName: '四年级' },
    { id: 15, title: '高三物理·力学冲刺', gradeName: '高三' },
  ],
};

const props = { canWrite: true, onAdd: done, onSaveWindow: done, onMove: done, onRemove: done, onShowClaims: fn() };

export const Filled: Story = { render: () => <CampaignTrials trials={ready(trialList)} {...props} /> };
export const ReadOnly: Story = {
  render: () => <CampaignTrials trials={ready(trialList)} {...props} canWrite={false} />,
};
export const Loading: Story = { render: () => <CampaignTrials trials={loading} {...props} /> };
export const Empty: Story = {
  render: () => <CampaignTrials trials={ready({ list: [], candidates: trialList.candidates })} {...props} />,
};
export const Failed: Story = { render: () => <CampaignTrials trials={failed()} {...props} /> };

export const WindowForm: Story = {
  render: () => <CampaignTrials trials={ready(trialList)} {...props} initialEditing={2} />,
};

export const AddFormChecked: Story = {
  render: () => <CampaignTrials trials={ready(trialList)} {...props} initialEditing="new" />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请选择一门课程')).toBeVisible();
  },
};

const claims: CampaignTrialClaims = {
  list: [
    { id: 31, phone: '138****5678', claimedAt: '2026-12-05T12:30:00.000Z', orderNo: null },
    { id: 30, phone: '139****0021', claimedAt: '2026-12-04T01:05:00.000Z', orderNo: 'XB20261204093015123456' },
    { id: 29, phone: '186****7730', claimedAt: '2026-12-01T15:59:00.000Z', orderNo: null },
  ],
  total: 128,
  page: 1,
  size: 20,
};

export const Claims: Story = {
  render: () => (
    <TrialClaimsDialog
      title="一年级数学《20以内的加减法》同步精讲"
      claims={{ state: 'ready', rows: claims.list, total: claims.total }}
      page={1}
      onPageChange={fn()}
      onClose={fn()}
    />
  ),
};

export const ClaimsEmpty: Story = {
  render: () => (
    <TrialClaimsDialog
      title="一年级英语《自然拼读入门》启蒙课"
      claims={{ state: 'ready', rows: [], total: 0 }}
      page={1}
      onPageChange={fn()}
      onClose={fn()}
    />
  ),
};
