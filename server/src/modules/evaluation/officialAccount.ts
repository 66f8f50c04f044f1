import { createHmac, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { evaluationUsers } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import type { CodeRecord } from '../../platform/store';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';
import { ApiError } from '../../platform/plugins/apiError';
import { assertUnderPhoneAndSiteCaps, smsProviderFor } from '../accounts';
import { issueWechatCodeFor, WECHAT_CODE_TTL_SECONDS } from './account';

/**
 * The official account's side of /e/wxCode: a follower asks for a login code by sending “测评” (or by following),
 * and gets one when their WeChat is bound to an evaluation account. Binding happens in the same conversation:
 * “绑定13800138000” sends an SMS code to that phone, and replying with it binds the follower's openid.
 */

export const OFFICIAL_ACCOUNT_REPLIES = {
  help: '回复“测评”获取学伴测评的登录码。首次使用请回复“绑定+手机号”（如：绑定13800138000），按短信验证码绑定测评账号。',
  notBound:
    '该微信尚未绑定学伴测评账号。请回复“绑定+手机号”（如：绑定13800138000），再回复短信中的 6 位验证码，绑定后即可获取登录码。',
  code: (code: string) => `您的学伴测评登录码：${code}，${WECHAT_CODE_TTL_SECONDS / 60} 分钟内有效，请勿告诉他人。`,
  bound: (code: string) => `绑定成功。您的学伴测评登录码：${code}，${WECHAT_CODE_TTL_SECONDS / 60} 分钟内有效，请勿告诉他人。`,
  // The same answer for a registered and an unregistered phone: the conversation must not tell who has an account.
  bindSent: '如该手机号已注册学伴测评，验证码短信已发出。请在 5 分钟内回复短信中的 6 位验证码完成绑定。',
  bindWrong: (left: number) => `验证码错误，还可尝试 ${left} 次`,
  bindDead: '验证码错误次数过多，请重新回复“绑定+手机号”',
  bindNone: '没有待完成的绑定，请先回复“绑定+手机号”（如：绑定13800138000）',
  tooMany: '操作太频繁，请稍后再试',
} as const;

export const BIND_CODE_TTL_SECONDS = 5 * 60;
export const BIND_MAX_TRIES = 5;
/** Binding texts an SMS: per follower and per phone a few an hour, so the account cannot be used to flood phones. */
export const BIND_LIMITS = { perFollower: 5, perPhone: 3, windowSeconds: 60 * 60 } as const;

/** What a follower did, as the message endpoint read it from WeChat's XML. */
export type FollowerMessage = { openId: string } & ({ kind: 'text'; text: string } | { kind: 'subscribe' });

/** A binding code waiting for its reply: the store's code record, with the phone the code went to. */
interface PendingBind extends CodeRecord {
  phone: string;
}

const pendingKey = (openId: string) => `e-wechat-bind:${openId}`;

function bindHash(deps: Pick<AppDeps, 'config'>, openId: string, phone: string, code: string): string {
  return createHmac('sha256', deps.config.smsCodeSecret).update(`e-wechat-bind|${openId}|${phone}|${code}`).digest('base64url');
}

async function allowed(
  deps: Pick<AppDeps, 'config' | 'rateLimit'>,
  bucket: string,
  subject: string,
  limit: number,
): Promise<boolean> {
  if (!deps.config.rateLimits) return true;
  return deps.rateLimit.allow(bucket, subject, limit, BIND_LIMITS.windowSeconds);
}

async function boundUser(deps: Pick<AppDeps, 'db'>, openId: string) {
  const [user] = await deps.db
    .select({ id: evaluationUsers.id })
    .from(evaluationUsers)
    .where(eq(evaluationUsers.wechatOpenId, openId))
    .limit(1);
  return user;
}

async function startBinding(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'providers' | 'rateLimit' | 'store'>,
  openId: string,
  phone: string,
): Promise<string> {
  if (!(await allowed(deps, 'e-wechat-bind-follower', openId, BIND_LIMITS.perFollower))) return OFFICIAL_ACCOUNT_REPLIES.tooMany;
  if (!(await allowed(deps, 'e-wechat-bind-phone', phone, BIND_LIMITS.perPhone))) return OFFICIAL_ACCOUNT_REPLIES.tooMany;
  const [user] = await deps.db
    .select({ id: evaluationUsers.id })
    .from(evaluationUsers)
    .where(eq(evaluationUsers.phone, phone))
    .limit(1);
  // Counted for a phone without an account too, so a cap says nothing about who has one.
  try {
    await assertUnderPhoneAndSiteCaps(deps, phone);
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pending: PendingBind = { phone, hash: bindHash(deps, openId, phone, code), sentAt: deps.now().getTime(), tries: 0 };
  // Kept for an unknown phone too, so a guess there is answered exactly like a guess for a real one.
  await deps.store.set(pendingKey(openId), JSON.stringify(pending), BIND_CODE_TTL_SECONDS);
  if (user) await smsProviderFor(deps).send({ phone, code, smsType: SMS_PURPOSE.bindPhone });
  return OFFICIAL_ACCOUNT_REPLIES.bindSent;
}

async function finishBinding(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store'>,
  openId: string,
  code: string,
): Promise<string> {
  const stored = await deps.store.get(pendingKey(openId));
  if (!stored) return OFFICIAL_ACCOUNT_REPLIES.bindNone;
  const { phone } = JSON.parse(stored) as PendingBind;
  // Guessed like the site's SMS codes: the store reads, counts and compares in one step, so concurrent guesses
  // cannot share a try. The hash covers the phone, so a right guess is one for this phone even if a new binding
  // replaced the record since it was read.
  const guess = await deps.store.guessCode(pendingKey(openId), {
    hash: bindHash(deps, openId, phone, code),
    now: deps.now().getTime(),
    lifetimeMs: BIND_CODE_TTL_SECONDS * 1000,
    maxTries: BIND_MAX_TRIES,
    consume: true,
  });
  if (guess.outcome === 'missing') return OFFICIAL_ACCOUNT_REPLIES.bindNone;
  if (guess.outcome === 'dead') return OFFICIAL_ACCOUNT_REPLIES.bindDead;
  if (guess.outcome === 'wrong') return OFFICIAL_ACCOUNT_REPLIES.bindWrong(guess.triesLeft);
  const user = await deps.db.transaction(async (tx) => {
    // One WeChat stands for one account: binding here unbinds it wherever it was before.
    await tx.update(evaluationUsers).set({ wechatOpenId: null }).where(eq(evaluationUsers.wechatOpenId, openId));
    const [row] = await tx
      .update(evaluationUsers)
      .set({ wechatOpenId: openId })
      .where(eq(evaluationUsers.phone, phone))
      .returning({ id: evaluationUsers.id });
    return row;
  });
  // The code matched, so the phone has an account (an unknown phone's code was never sent).
  if (!user) return OFFICIAL_ACCOUNT_REPLIES.bindNone;
  return OFFICIAL_ACCOUNT_REPLIES.bound((await issueWechatCodeFor(deps, user.id)).code);
}

/** The text the official account replies to a follower's message. */
export async function answerFollower(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'providers' | 'rateLimit' | 'store'>,
  message: FollowerMessage,
): Promise<string> {
  const text = message.kind === 'text' ? message.text.replace(/\s+/g, '') : '';
  const binding = /^绑定(1\d{10})$/.exec(text);
  if (binding) return startBinding(deps, message.openId, binding[1]!);
  if (/^\d{6}$/.test(text)) return finishBinding(deps, message.openId, text);
  if (message.kind === 'subscribe' || text === '测评' || text === '登录码') {
    const user = await boundUser(deps, message.openId);
    if (!user) return OFFICIAL_ACCOUNT_REPLIES.notBound;
    return OFFICIAL_ACCOUNT_REPLIES.code((await issueWechatCodeFor(deps, user.id)).code);
  }
  return OFFICIAL_ACCOUNT_REPLIES.help;
}
