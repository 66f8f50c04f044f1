import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, text, yuan } from '../fields';
import { deviceId, loggedIn, mobilePhone, smsCode } from './fields';
import { USER_API } from './paths';

/*
 * Campaign pages (SPEC §2): live-class sign-ups per channel, the free trial, the light "my courses" and
 * parent binding. Every rule (one sign-up per phone and session, seats never below zero, one free trial
 * per phone, the student's code before a binding, the bound-parent limit) is enforced here on the server.
 */

export const SIGNUP_CHANNELS = ['tiktok', 'tencent', 'headlines'] as const;
export type SignupChannel = (typeof SIGNUP_CHANNELS)[number];

export const RELATIONSHIPS = ['father', 'mother', 'grandparent', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** How many parents one student may bind. */
export const PARENT_LIMIT = 3;

export const CAMPAIGN_MESSAGES = {
  liveMissing: '该直播课不存在或已结束',
  liveStarted: '直播已开始，报名已截止',
  liveNotOnChannel: '本场直播未在该渠道开放报名，请从对应的活动页报名',
  seatsGone: '名额已满，下次早点来哦',
  alreadySigned: '该手机号已报名本场直播',
  notSigned: '请先报名该场直播',
  trialTaken: '该手机号已领取过免费试看课',
  trialMissing: '该免费课程不存在或已下架',
  trialNotClaimed: '请先领取免费试看课',
  notOwned: '只能发送已拥有的课程',
  sendSelf: '请填写家长的手机号，不能发给自己',
  sendTooSoon: '刚刚已发送，请 1 分钟后再试',
  sendDailyCap: '该手机号今日接收课程短信已达上限，请明天再试',
  bindTicket: '请先验证学生手机号',
  bindFull: `每位学生最多绑定 ${PARENT_LIMIT} 位家长`,
  bindSelf: '家长手机号不能与学生手机号相同',
  bindTwice: '该家长手机号已绑定',
  bindMissing: '该绑定关系不存在',
} as const;

/** Sign in (opening an account for a new phone) with an SMS code of type 5. */
export const smsLogin = defineCall({
  path: `${USER_API}/campaign/smsLogin`,
  summary: '活动页短信登录：验证码（类型 5）正确即登录，新手机号自动开通账号',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone(), code: smsCode(), deviceId: deviceId() }),
  response: loggedIn,
});

const teacher = z.object({ name: z.string(), title: z.string(), photoUrl: z.string() });

export const liveClass = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  teacher,
  startsAt: isoDateTime,
  durationMinutes: z.number().int(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  /** 原价 − 优惠 = 实付 of that course, the purchase page's figures (priceBreakdown). */
  listPrice: yuan,
  discount: yuan,
  /** What the sign-up's order charges (实付). */
  price: yuan,
  /** The phone looking (when logged in) has signed up for this session. */
  signedUp: z.boolean(),
  /** The order of that sign-up, once placed. */
  orderNo: z.string().nullable(),
});

export const liveClasses = defineCall({
  path: `${USER_API}/liveClass/list`,
  summary: '直播课：未结束的场次（老师、开课时间、剩余名额），登录时附本人是否已报名',
  auth: false,
  request: z.object({ channel: choice(SIGNUP_CHANNELS) }),
  response: z.object({ list: z.array(liveClass), now: isoDateTime }),
});

export const liveSignUp = defineCall({
  path: `${USER_API}/liveClass/signUp`,
  summary: '报名直播课：占用一个名额（名额不会小于 0），同一手机号每场只能报名一次，记录来源渠道',
  auth: true,
  request: z.object({ liveClassId: id(), channel: choice(SIGNUP_CHANNELS) }),
  response: z.object({ liveClassId: z.number().int(), seatsLeft: z.number().int(), channel: z.enum(SIGNUP_CHANNELS) }),
});

export const liveOrder = defineCall({
  path: `${USER_API}/liveClass/createOrder`,
  summary: '直播课下单：按报名记录为该场直播的课程下单，订单记录报名渠道；支付走普通收银流程；答复订单的原价、优惠与实付',
  auth: true,
  request: z.object({ liveClassId: id(), payMethod: choice(['alipay', 'weixin', 'icbc'] as const) }),
  response: z.object({
    orderNo: z.string(),
    listPrice: yuan,
    discount: yuan,
    amount: yuan,
    channel: z.enum(SIGNUP_CHANNELS),
    reused: z.boolean(),
  }),
});

export const trialOffer = z.object({
  courseId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  teacherName: z.string(),
  gradeName: z.string(),
  lessonCount: z.number().int(),
  trialLessons: z.number().int(),
});

export const freeCourseOffers = defineCall({
  path: `${USER_API}/freeCourse/offers`,
  summary: '免费试看课：按年级分组的免费课程',
  auth: false,
  request: z.object({}),
  response: z.object({ grades: z.array(z.object({ gradeName: z.string(), courses: z.array(trialOffer) })) }),
});

export const claimFreeCourse = defineCall({
  path: `${USER_API}/freeCourse/claim`,
  summary: '领取免费试看课：手机号 + 验证码（类型 5），每个手机号只能领取一次；领取后即登录',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone(), code: smsCode(), courseId: id(), deviceId: deviceId() }),
  response: loggedIn.extend({ courseId: z.number().int() }),
});

export const trialLesson = z.object({
  classId: z.number().int(),
  title: z.string(),
  durationSec: z.number().int(),
  videoUrl: z.string(),
  posterUrl: z.string(),
});

export const freeCourseLessons = defineCall({
  path: `${USER_API}/freeCourse/lessons`,
  summary: '试看：已领取的免费课的试看课时（视频地址），以及试看结束后可购买的正价课',
  auth: true,
  request: z.object({}),
  response: z.object({
    course: trialOffer,
    lessons: z.array(trialLesson),
    /** A paid course of the same grade and subject to continue with, bought through the normal checkout. */
    upgrade: z.object({ courseId: z.number().int(), title: z.string(), price: yuan }).nullable(),
  }),
});

export const sendCourseToParent = defineCall({
  path: `${USER_API}/myCourse/sendToParent`,
  summary:
    '用短信把课程名称和链接发到家长手机（家长有账号时另收站内通知）；同一课程同一手机 1 分钟内只发一次，每个手机每天最多 5 条',
  auth: true,
  request: z.object({ courseId: id(), parentPhone: mobilePhone() }),
  response: z.object({ sentTo: z.string() }),
});

const binding = z.object({
  id: z.number().int(),
  parentPhone: z.string().describe('脱敏手机号'),
  relationship: z.enum(RELATIONSHIPS),
  boundAt: isoDateTime,
});

const bindState = z.object({
  ticket: z.string(),
  studentName: z.string(),
  studentPhone: z.string().describe('脱敏手机号'),
  limit: z.number().int(),
  full: z.boolean(),
  parents: z.array(binding),
});

const ticket = () => text(64).describe('学生手机号验证后得到的绑定凭证（30 分钟有效）');

export const verifyStudent = defineCall({
  path: `${USER_API}/parentBinding/verifyStudent`,
  summary: '家长绑定第一步：学生手机号 + 验证码（类型 7），得到绑定凭证与已绑定的家长',
  auth: false,
  request: z.object({ mobilePhone: mobilePhone(), code: smsCode() }),
  response: bindState,
});

export const bindParent = defineCall({
  path: `${USER_API}/parentBinding/bind`,
  summary: `绑定家长：需要学生验证后的凭证；每位学生最多 ${PARENT_LIMIT} 位家长（服务端校验）`,
  auth: false,
  request: z.object({ ticket: ticket(), parentPhone: mobilePhone(), relationship: choice(RELATIONSHIPS) }),
  response: bindState,
});

export const parentList = defineCall({
  path: `${USER_API}/parentBinding/list`,
  summary: '已绑定的家长',
  auth: false,
  request: z.object({ ticket: ticket() }),
  response: bindState,
});

export const unbindParent = defineCall({
  path: `${USER_API}/parentBinding/unbind`,
  summary: '解除一位家长的绑定',
  auth: false,
  request: z.object({ ticket: ticket(), bindingId: id() }),
  response: bindState,
});
