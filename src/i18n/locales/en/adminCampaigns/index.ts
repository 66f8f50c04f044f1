import type { Catalog } from '../../../catalog';
import type { campaigns as zhCampaigns } from '../../zh-CN/adminCampaigns';
import { gift } from './gift';
import { live } from './live';
import { parents } from './parents';
import { trials } from './trials';

export const campaigns: Catalog<typeof zhCampaigns> = {
  title: 'Campaigns',
  intro:
    'Free-trial courses, live classes per channel with their sign-up lists, the new-family gift page and the parent-binding texts. Saved changes show on the campaign pages at once.',
  readOnly: 'Your role can only view the campaign settings.',
  sections: { trials: 'Free trials', live: 'Live classes', gift: 'Gift pack', parents: 'Parent binding' },
  trials,
  live,
  gift,
  parents,
};
