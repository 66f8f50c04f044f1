import { gift } from './gift';
import { live } from './live';
import { parents } from './parents';
import { trials } from './trials';

/** The campaign pages' settings in the console (/admin/campaigns): one file per section. */
export const campaigns = {
  title: '活动运营',
  intro: '免费试看课程、各渠道直播课及报名名单、新人礼包领取页和家长绑定页的文案。保存后活动页立即更新。',
  readOnly: '你的角色只能查看活动运营内容。',
  sections: { trials: '免费试看', live: '直播课', gift: '新人礼包', parents: '家长绑定' },
  trials,
  live,
  gift,
  parents,
} as const;
