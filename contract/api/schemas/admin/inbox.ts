import { z } from 'zod';
import {
  INBOX_ASSIGNEE_FILTERS,
  INBOX_EVENT_TYPES,
  INBOX_KINDS,
  INBOX_STATES,
  type InboxKind,
  type InboxState,
} from '../../../vocabulary/serviceInbox';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, optionalText, paged, pagingRequest, text } from '../fields';
import { ADMIN_API } from './paths';

const kind = z.enum(INBOX_KINDS);
const state = z.enum(INBOX_STATES);
const staffRef = z.object({ id: z.number().int(), name: z.string() });

/** One item of the inbox, whichever kind, by its kind and its id in that kind's table. */
const item = { kind: choice(INBOX_KINDS), id: id() };
/** A write names the item and the version the staff member opened; a write made since refuses it. */
const write = { ...item, version: id() };

/** The assignee filter: mine, nobody's, or one staff member's id. */
const assigneeFilter = optionalText(12).refine(
  (value) => value === '' || (INBOX_ASSIGNEE_FILTERS as readonly string[]).includes(value) || /^[1-9]\d{0,8}$/.test(value),
  { error: `应为 ${INBOX_ASSIGNEE_FILTERS.join('、')} 或员工编号` },
);

/**
 * One item in the list. Phones are masked (138****8000): a page of many senders is not a contact list; the
 * detail shows the phone in full to staff who may answer.
 */
const inboxRow = z.object({
  kind,
  id: z.number().int(),
  state,
  /** The feedback's own type (投诉, 建议 …), the applied subject of a teacher, '' for a message. */
  topic: z.string(),
  summary: z.string().describe('所发内容的开头'),
  senderName: z.string(),
  senderPhone: z.string().describe('中间四位隐藏，如 138****8000；没有留电话则为空'),
  assignee: staffRef.nullable(),
  createdAt: isoDateTime,
});

export const inboxList = defineCall({
  path: `${ADMIN_API}/inbox/list`,
  summary:
    '客服工单列表（需 service.read）：投诉与反馈、讲师入驻申请、在线留言合在一起，最新的在前，分页；按类型、状态、处理人（mine 我的、none 未分配、员工编号）筛选，按内容、姓名或手机号搜索；并给出当前筛选下各状态的数量；手机号中间四位隐藏',
  auth: true,
  request: z.object({
    q: optionalText(40).describe('内容、姓名或手机号（完整 11 位或后 4 位）'),
    kind: choice(INBOX_KINDS).optional(),
    state: choice(INBOX_STATES).optional(),
    assignee: assigneeFilter.describe('mine、none 或员工编号'),
    ...pagingRequest,
  }),
  response: paged(inboxRow).extend({
    /** Items per state under the same kind, assignee and search, whatever state is picked. */
    counts: z.object(
      Object.fromEntries(INBOX_STATES.map((value) => [value, z.number().int()])) as Record<InboxState, z.ZodNumber>,
    ),
  }),
});

/** The inbox list's filter as the console keeps it (in the address): '' where it is not set. */
export interface InboxFilter {
  q: string;
  kind: InboxKind | '';
  state: InboxState | '';
  /** 'mine', 'none', a staff member's id, or '' for anyone. */
  assignee: string;
  page: number;
}

/** One thing staff do with an item from its page, sent with the version on screen. */
export type InboxAction =
  | { action: 'assign'; assigneeId: number | null }
  | { action: 'note'; content: string }
  | { action: 'reply'; content: string }
  | { action: 'state'; state: 'open' | 'closed' }
  | { action: 'tutorDraft' };

/** Longest note or reply, in characters. */
export const INBOX_TEXT_MAX = 500;

const historyEntry = z.object({
  type: z.enum(INBOX_EVENT_TYPES),
  staffName: z.string(),
  /** The state moved to (state and reply entries). */
  state: state.nullable(),
  /** Who it was given to (assign entries); null for "nobody". */
  assigneeName: z.string().nullable(),
  content: z.string().describe('备注或回复的内容；备注只有员工看得到'),
  at: isoDateTime,
});

const inboxItem = z.object({
  kind,
  id: z.number().int(),
  state,
  version: z.number().int(),
  assignee: staffRef.nullable(),
  createdAt: isoDateTime,
  topic: z.string(),
  content: z.string(),
  /** The page it was sent from (feedback only), '' otherwise. */
  source: z.string(),
  sender: z.object({
    name: z.string(),
    phone: z.string().describe('service.write 可见完整号码，其他角色中间四位隐藏'),
    /** What the family wrote as a way to reach them (feedback only). */
    contact: z.string(),
  }),
  images: z.array(z.string()).describe('反馈所附图片地址'),
  resumeUrl: z.string().nullable().describe('讲师入驻申请的简历地址'),
  application: z.object({ subject: z.string(), gradeName: z.string(), experience: z.string(), intro: z.string() }).nullable(),
  /** The family account it came from (feedback sent signed in), or the account of the phone left. */
  account: z.object({ phone: z.string(), name: z.string(), grade: z.string() }).nullable(),
  /** The hidden tutor profile made from this application. */
  tutor: staffRef.nullable(),
  /** How a reply reaches the sender: 消息中心 for an account, SMS to a phone left without one, or not at all. */
  replyChannel: z.enum(['notification', 'sms', 'none']),
  history: z.array(historyEntry),
});

export const inboxDetail = defineCall({
  path: `${ADMIN_API}/inbox/detail`,
  summary:
    '客服工单详情（需 service.read）：所发内容、图片或简历、来源页、联系方式、家长账号（手机号、年级）、处理记录（状态、分配、内部备注、回复，含员工与时间）',
  auth: true,
  request: z.object(item),
  response: inboxItem,
});

export const inboxStaff = defineCall({
  path: `${ADMIN_API}/inbox/staff`,
  summary: '可以处理客服工单的员工（需 service.read）：角色有 service.write 且未停用，供分配时选择',
  auth: true,
  request: z.object({}),
  response: z.object({ list: z.array(staffRef) }),
});

export const assignInboxItem = defineCall({
  path: `${ADMIN_API}/inbox/assign`,
  summary:
    '分配客服工单（需 service.write）：交给一位可处理工单的员工，不带 assigneeId 则取消分配；新工单随即变为处理中；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ ...write, assigneeId: id().optional() }),
  response: inboxItem,
});

export const noteInboxItem = defineCall({
  path: `${ADMIN_API}/inbox/note`,
  summary: '给客服工单写内部备注（需 service.write）：只有员工看得到，家长看不到；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ ...write, content: text(INBOX_TEXT_MAX) }),
  response: inboxItem,
});

export const replyInboxItem = defineCall({
  path: `${ADMIN_API}/inbox/reply`,
  summary:
    '回复客服工单（需 service.write）：反馈的回复显示在家长的「我的反馈」；有账号的发到消息中心，没有账号但留了手机号的发短信；工单变为已回复；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ ...write, content: text(INBOX_TEXT_MAX) }),
  response: inboxItem,
});

export const setInboxState = defineCall({
  path: `${ADMIN_API}/inbox/state`,
  summary: '关闭（closed）或重新打开（open）客服工单（需 service.write）；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ ...write, state: choice(['open', 'closed']) }),
  response: inboxItem,
});

export const inboxTutorDraft = defineCall({
  path: `${ADMIN_API}/inbox/tutorDraft`,
  summary:
    '把讲师入驻申请转为学霸导师草稿（需 service.write）：新建一位隐藏的导师（姓名、介绍、学科与年级按名称对应），工单链接到它；每份申请只转一次；须带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ id: id(), version: id() }),
  response: inboxItem,
});
