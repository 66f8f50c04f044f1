/** One item of the inbox read from the table its kind names, in one shape whatever the kind. */
import { eq, sql } from 'drizzle-orm';
import type { InboxKind } from '../../../../contract/vocabulary/serviceInbox';
import type { DbExecutor } from '../../platform/db/client';
import { feedback, onlineMessages, teacherEntries, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { MAINLAND_PHONE } from './inboxItems';

export const INBOX_MESSAGES = {
  notFound: '工单不存在',
  stale: '这条工单已被他人处理，请刷新后再操作',
  alreadyDrafted: '这份申请已转为讲师草稿',
  noAssignee: '所选员工不存在、已停用或不能处理工单，参数 assigneeId 无效',
  noRecipient: '没有可联系的账号或手机号，无法发送回复',
  smsFailed: '短信发送失败，回复未保存，请稍后再试',
} as const;

export interface InboxSource {
  kind: InboxKind;
  id: number;
  createdAt: Date;
  topic: string;
  content: string;
  source: string;
  name: string;
  /** The phone to reach the sender at: the account's, or one the sender left; '' when none. */
  phone: string;
  contact: string;
  images: string[];
  resumeUrl: string | null;
  application: { subject: string; gradeName: string; experience: string; intro: string } | null;
  /** The sender's own account (feedback sent signed in, or the account of the phone left). */
  account: { id: number; phone: string; name: string; grade: string } | null;
  /** The feedback row a reply is saved under, for the family's "my feedback" page. */
  feedbackId: number | null;
}

/** The sender's account as the detail shows it; an account that never picked a grade has ''. */
const accountFields = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  grade: sql<string>`coalesce(${users.gradeName}, '')`,
};

async function accountOfPhone(db: DbExecutor, phone: string) {
  if (!MAINLAND_PHONE.test(phone)) return null;
  const [account] = await db.select(accountFields).from(users).where(eq(users.phone, phone)).limit(1);
  return account ?? null;
}

async function feedbackSource(db: DbExecutor, id: number): Promise<InboxSource | null> {
  const [row] = await db
    .select({
      item: feedback,
      account: accountFields,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  if (!row) return null;
  const { item } = row;
  const leftPhone = MAINLAND_PHONE.test(item.contact) ? item.contact : '';
  // A signed-in sender's replies go to the account it was sent from; an anonymous one is answered on the phone left.
  const account = row.account ?? null;
  return {
    kind: 'feedback',
    id,
    createdAt: item.createdAt,
    topic: item.type,
    content: item.content,
    source: item.source,
    name: account?.name ?? '',
    phone: account?.phone ?? leftPhone,
    contact: item.contact,
    images: [...item.images],
    resumeUrl: null,
    application: null,
    account,
    feedbackId: item.id,
  };
}

async function teacherSource(db: DbExecutor, id: number): Promise<InboxSource | null> {
  const [item] = await db.select().from(teacherEntries).where(eq(teacherEntries.id, id)).limit(1);
  if (!item) return null;
  return {
    kind: 'teacher',
    id,
    createdAt: item.createdAt,
    topic: item.subject,
    content: item.intro || item.experience,
    source: '',
    name: item.name,
    phone: item.phone,
    contact: '',
    images: [],
    resumeUrl: item.resumeUrl || null,
    application: { subject: item.subject, gradeName: item.gradeName, experience: item.experience, intro: item.intro },
    account: await accountOfPhone(db, item.phone),
    feedbackId: null,
  };
}

async function messageSource(db: DbExecutor, id: number): Promise<InboxSource | null> {
  const [item] = await db.select().from(onlineMessages).where(eq(onlineMessages.id, id)).limit(1);
  if (!item) return null;
  return {
    kind: 'message',
    id,
    createdAt: item.createdAt,
    topic: '',
    content: item.content,
    source: '',
    name: item.name,
    phone: item.phone,
    contact: '',
    images: [],
    resumeUrl: null,
    application: null,
    account: await accountOfPhone(db, item.phone),
    feedbackId: null,
  };
}

const READERS: Record<InboxKind, (db: DbExecutor, id: number) => Promise<InboxSource | null>> = {
  feedback: feedbackSource,
  teacher: teacherSource,
  message: messageSource,
};

export async function inboxSource(db: DbExecutor, kind: InboxKind, id: number): Promise<InboxSource> {
  const source = await READERS[kind](db, id);
  if (!source) throw new ApiError(INBOX_MESSAGES.notFound);
  return source;
}

/** How a reply reaches the sender: 消息中心 for an account, an SMS to a phone left without one, or no way. */
export function replyChannelOf(source: Pick<InboxSource, 'account' | 'phone'>): 'notification' | 'sms' | 'none' {
  if (source.account) return 'notification';
  return MAINLAND_PHONE.test(source.phone) ? 'sms' : 'none';
}
