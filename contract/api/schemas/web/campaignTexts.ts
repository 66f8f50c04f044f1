import { z } from 'zod';
import { giftSettings, parentBindingTexts } from '../admin/campaignTexts';
import { defineCall, emptyRequest } from '../contract';
import { WEB_API } from './paths';

/** What the gift page shows; the claim's notification stays on the server. */
export const giftPage = giftSettings.omit({ noticeTitle: true, noticeContent: true });
export type GiftPage = z.infer<typeof giftPage>;

export const campaignTexts = defineCall({
  path: `${WEB_API}/campaign/texts`,
  summary:
    '活动页文案（运营后台可改）：新人礼包页（是否开放领取、截止时间、标题、介绍、礼包内容）与家长绑定页的文案；内容相同，可缓存',
  auth: false,
  request: emptyRequest,
  response: z.object({ gift: giftPage, parentBinding: parentBindingTexts }),
});
