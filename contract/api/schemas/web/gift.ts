import { z } from 'zod';
import { defineCall } from '../contract';
import { mobilePhone } from '../fields';
import { smsCode } from '../user/fields';
import { WEB_API } from './paths';

export const claimGift = defineCall({
  path: `${WEB_API}/gift/claim`,
  summary:
    '领取新人礼包：手机号 + 短信验证码（smsType 5，发送时须附图形验证码）；每个手机号只能领取一次，领取记录进入该手机号账户的消息中心',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone(), code: smsCode() }),
  response: z.object({
    phone: z.string(),
    claimedAt: z.string(),
    /** The phone has an account already: the pack is in its message center now (otherwise once it registers). */
    delivered: z.boolean(),
  }),
});
