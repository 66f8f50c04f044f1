import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { choice, id, optionalZonedTime, paged, pagingRequest } from '../fields';
import { ADMIN_API } from './paths';

/*
 * The free-trial courses of /freeCourse/home as the console's campaign settings edit them (/admin/campaigns/
 * trials): which paid courses a family may try (their first lessons, once per phone), when, in which order,
 * and how many claimed and then bought. Reads need content.read, writes content.write; every write is
 * version-checked, audited, answered with the whole list and seen by the family page at once (its read is
 * not cached).
 */

/**
 * Where an offer stands now: on the family page, waiting for its start, past its end, or not shown because its
 * course is unpublished or free of charge (the family page skips those).
 */
export const TRIAL_STATES = ['showing', 'scheduled', 'ended', 'hidden'] as const;
export type TrialState = (typeof TRIAL_STATES)[number];

export const TRIAL_HIDDEN_REASONS = ['unpublished', 'free'] as const;
export type TrialHiddenReason = (typeof TRIAL_HIDDEN_REASONS)[number];

export const TRIAL_MOVES = ['up', 'down'] as const;
export type TrialMove = (typeof TRIAL_MOVES)[number];

/** Claimants listed per page of one trial course's claims. */
export const TRIAL_CLAIMS_PAGE_SIZE = 20;

/** The server's refusals of trial-course writes, shown to the editor as they are. */
export const TRIAL_ADMIN_MESSAGES = {
  notFound: '该试看课程不在列表中，请刷新',
  stale: '该试看课程已被他人修改，请刷新后再改',
  noCourse: '参数 courseId 对应的课程不存在',
  unpublished: '该课程未上架，不能加入免费试看',
  free: '该课程本身免费，不需要试看',
  listed: '该课程已在免费试看列表中',
  edge: '已在本年级的第一位或最后一位，不能再移动',
} as const;

const trial = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  /** The course's grade; blank for a course of no grade (the family page lists it under 通用, last). */
  gradeName: z.string(),
  coursePublished: z.boolean(),
  courseFree: z.boolean(),
  state: z.enum(TRIAL_STATES),
  hiddenReason: z.enum(TRIAL_HIDDEN_REASONS).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Phones that claimed this course's trial. */
  claims: z.number().int(),
  /** Of those, the ones whose account paid an order of the course after claiming. */
  buyers: z.number().int(),
  version: z.number().int(),
});

export type TrialCourse = z.infer<typeof trial>;

const trials = z.object({
  /** In the family page's order: grade (youngest first, no grade last), then the console's order. */
  list: z.array(trial),
  /** Courses that may be added: published, paid and not listed yet, by title. */
  candidates: z.array(z.object({ id: z.number().int(), title: z.string(), gradeName: z.string() })),
});

export type TrialList = z.infer<typeof trials>;

/** A moment the form sends with its offset; blank for an open start or end. */
const optionalMoment = () => optionalZonedTime().transform((value) => (value === '' ? undefined : new Date(value)));

const trialWindow = {
  startsAt: optionalMoment(),
  endsAt: optionalMoment(),
};

const endAfterStart = {
  check: (window: { startsAt?: Date | undefined; endsAt?: Date | undefined }) =>
    !window.startsAt || !window.endsAt || window.endsAt > window.startsAt,
  params: { path: ['endsAt'], error: '应晚于开始时间 startsAt' },
};

export const trialList = defineCall({
  path: `${ADMIN_API}/campaigns/trials`,
  summary:
    '免费试看课程，按家长页的顺序（年级、再按排序），含当前状态、时段、领取数与领取后购买数（需 content.read）；附可加入的课程',
  auth: true,
  request: emptyRequest,
  response: trials,
});

export const addTrial = defineCall({
  path: `${ADMIN_API}/campaigns/trials/add`,
  summary:
    '加入免费试看课程（需 content.write）：已上架的付费课程，未在列表中；开始与结束时间可不填，结束须晚于开始；排在本年级最后，写入操作日志',
  auth: true,
  request: z.object({ courseId: id(), ...trialWindow }).refine(endAfterStart.check, endAfterStart.params),
  response: trials,
});

export type TrialAdd = z.input<typeof addTrial.request>;

export const saveTrialWindow = defineCall({
  path: `${ADMIN_API}/campaigns/trials/window`,
  summary: '修改试看课程的展示时段（需 content.write）：须带打开时的 version；留空为不限；写入操作日志，家长页随即更新',
  auth: true,
  request: z.object({ trialId: id(), version: id(), ...trialWindow }).refine(endAfterStart.check, endAfterStart.params),
  response: trials,
});

export type TrialWindowEdit = z.input<typeof saveTrialWindow.request>;

export const moveTrial = defineCall({
  path: `${ADMIN_API}/campaigns/trials/move`,
  summary: '在本年级内上移或下移一门试看课程（需 content.write）：须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ trialId: id(), version: id(), direction: choice(TRIAL_MOVES) }),
  response: trials,
});

export const removeTrial = defineCall({
  path: `${ADMIN_API}/campaigns/trials/remove`,
  summary: '移出免费试看（需 content.write）：须带打开时的 version；已领取的家庭仍可看完试看课；写入操作日志',
  auth: true,
  request: z.object({ trialId: id(), version: id() }),
  response: trials,
});

const claim = z.object({
  id: z.number().int(),
  /** Masked unless the staff member may answer families (service.write). */
  phone: z.string(),
  claimedAt: z.string(),
  /** The first paid order of the course after the claim, if any. */
  orderNo: z.string().nullable(),
});

export type TrialClaim = z.infer<typeof claim>;

export const trialClaims = defineCall({
  path: `${ADMIN_API}/campaigns/trials/claims`,
  summary:
    '一门试看课程的领取记录，最新在前，分页（需 content.read）：手机号（有 service.write 才显示完整）、领取时间、之后购买的订单号',
  auth: true,
  request: z.object({ trialId: id(), ...pagingRequest }),
  response: paged(claim),
});

export type TrialClaimsPage = z.infer<typeof trialClaims.response>;
