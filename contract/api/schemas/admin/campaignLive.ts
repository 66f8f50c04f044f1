import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, optionalFileAddress, optionalId, optionalText, optionalZonedTime, text } from '../fields';
import { SIGNUP_CHANNELS, type SignupChannel } from '../user/campaign';
import { ADMIN_API } from './paths';

/*
 * The live classes of the campaign pages in the console (/admin/campaigns/live): the sessions each channel's
 * landing page sells, their sign-ups and the export of those. Reads need content.read, writes content.write;
 * every write is version-checked and audited.
 */

/** Which sessions the list shows: not yet over (soonest first), over (latest first), or both in that order. */
export const LIVE_CLASS_FILTERS = ['upcoming', 'past', 'all'] as const;
export type LiveClassFilter = (typeof LIVE_CLASS_FILTERS)[number];

export const LIVE_DURATION = { min: 15, max: 300 } as const;
export const LIVE_SEATS = { min: 1, max: 5000 } as const;

/** Why the server refuses a write; the console shows these as they are. */
export const LIVE_ADMIN_MESSAGES = {
  notFound: '该直播课不存在',
  stale: '这场直播课已被他人修改，请刷新后再改',
  versionRequired: '修改已有直播课须带上打开时的版本号 version',
  noCourse: '参数 courseId 对应的课程不存在或未上架',
  startPast: '开课时间应晚于现在',
  startedLocked: '直播已开始，不能再改开课时间或课程',
  seatsBelowTaken: (taken: number) => `已有 ${taken} 人报名，名额不能少于 ${taken}`,
  channelHasSignups: (labels: string) => `渠道「${labels}」已有报名，不能取消`,
  deleteWithSignups: (count: number) => `已有 ${count} 人报名，不能删除`,
} as const;

/** Channels as a form sends them: codes, comma-separated, at least one, each once. */
const channelList = () =>
  z
    .string({ error: '请至少选择一个渠道' })
    .trim()
    .regex(new RegExp(`^(${SIGNUP_CHANNELS.join('|')})(,(${SIGNUP_CHANNELS.join('|')}))*$`), {
      error: `请至少选择一个渠道（${SIGNUP_CHANNELS.join('、')}），逗号分隔`,
    })
    .transform((value) => SIGNUP_CHANNELS.filter((channel) => value.split(',').includes(channel)) as SignupChannel[]);

/** A whole number typed in a form, within a range. */
const wholeNumber = (min: number, max: number, unit: string) =>
  z.coerce
    .number<number | string>({ error: `应为 ${min}–${max} 的整数` })
    .int({ error: `应为 ${min}–${max} 的整数` })
    .min(min, { error: `不能少于 ${min} ${unit}` })
    .max(max, { error: `不能多于 ${max} ${unit}` });

const perChannel = z.object({ tiktok: z.number().int(), tencent: z.number().int(), headlines: z.number().int() });

const liveClassRow = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  teacher: z.object({ name: z.string(), title: z.string(), photoUrl: z.string() }),
  startsAt: isoDateTime,
  durationMinutes: z.number().int(),
  seatsTotal: z.number().int(),
  seatsTaken: z.number().int(),
  channels: z.array(z.enum(SIGNUP_CHANNELS)),
  signups: perChannel,
  paid: z.number().int(),
  /** Started sessions keep their start and course. */
  started: z.boolean(),
  ended: z.boolean(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});

const liveClassListAnswer = z.object({
  list: z.array(liveClassRow),
  /** Published courses a session may sell, by title. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const liveClassList = defineCall({
  path: `${ADMIN_API}/campaigns/live/list`,
  summary:
    '直播课场次（需 content.read）：upcoming 未结束的按开课时间先后，past 已结束的最近在前，all 两者依次；含各渠道报名数与已付款数，附可选的已上架课程',
  auth: true,
  request: z.object({ when: choice(LIVE_CLASS_FILTERS).default('upcoming') }),
  response: liveClassListAnswer,
});

export const saveLiveClassRequest = z.object({
  liveClassId: optionalId(),
  version: id().optional(),
  title: text(60),
  intro: optionalText(500),
  teacherName: text(20),
  teacherTitle: optionalText(40),
  teacherPhotoUrl: optionalFileAddress(),
  courseId: id(),
  startsAt: optionalZonedTime()
    .refine((value) => value !== '', { error: '不能为空' })
    .transform((value) => new Date(value)),
  durationMinutes: wholeNumber(LIVE_DURATION.min, LIVE_DURATION.max, '分钟'),
  seatsTotal: wholeNumber(LIVE_SEATS.min, LIVE_SEATS.max, '个'),
  channels: channelList(),
});

export type LiveClassEdit = z.input<typeof saveLiveClassRequest>;

export const saveLiveClass = defineCall({
  path: `${ADMIN_API}/campaigns/live/save`,
  summary:
    '新增（不带 liveClassId）或修改直播课（需 content.write）：开课时间须在将来；时长 15–300 分钟；名额 1–5000 且不少于已报名人数；至少一个渠道，已有报名的渠道不能取消；已开始的场次不能改开课时间和课程；修改须带打开时的 version；写入操作日志',
  auth: true,
  request: saveLiveClassRequest,
  response: z.object({ liveClass: liveClassRow }),
});

export const deleteLiveClass = defineCall({
  path: `${ADMIN_API}/campaigns/live/delete`,
  summary: '删除直播课（需 content.write）：仅在无人报名时；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ liveClassId: id(), version: id() }),
  response: z.object({ liveClassId: z.number().int() }),
});

const signupRequest = z.object({
  liveClassId: id(),
  /** One channel's sign-ups; blank for all. */
  channel: choice(SIGNUP_CHANNELS).optional(),
});

export const liveSignupList = defineCall({
  path: `${ADMIN_API}/campaigns/live/signups`,
  summary:
    '一场直播课的报名名单（需 content.read），最早在前：手机号（有 service.write 的角色见完整号码，其余中间打码）、渠道、报名时间、订单号与是否已付款；可按渠道筛选',
  auth: true,
  request: signupRequest,
  response: z.object({
    liveClass: z.object({ id: z.number().int(), title: z.string(), channels: z.array(z.enum(SIGNUP_CHANNELS)) }),
    list: z.array(
      z.object({
        id: z.number().int(),
        phone: z.string(),
        channel: z.enum(SIGNUP_CHANNELS),
        signedUpAt: isoDateTime,
        orderNo: z.string().nullable(),
        paid: z.boolean(),
      }),
    ),
    count: z.number().int(),
    perChannel,
  }),
});

export const exportLiveSignups = defineCall({
  path: `${ADMIN_API}/campaigns/live/signups/export`,
  summary: '导出报名名单为 CSV（需 content.read）：UTF-8 带 BOM，公式样的内容加撇号；手机号规则同名单；写入操作日志（含行数）',
  auth: true,
  request: signupRequest,
  response: z.object({ fileName: z.string(), csv: z.string(), count: z.number().int() }),
});
