import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../platform/plugins/deps';
import { claimHolds, type CodeRecord } from '../../platform/store';
import type { SmsType } from '../../providers/sms';
import { ApiError } from '../../platform/plugins/apiError';
import type { SmsArea } from './smsPurposes';
import { CAPTCHA_WRONG } from './captcha';
import { smsProviderFor } from './smsSender';

export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_TRIES = 5;
export const SMS_DAILY_CAP = 10;
/**
 * Caps on messages sent, counted in the shared store so every instance sees the same counts. The per-phone
 * cap spares one person a flood; the per-address caps slow one client down; neither bounds the total, since
 * phones and addresses are cheap to rotate. The site-wide hourly ceiling (SMS_HOURLY_CEILING, 1,000 by
 * default) does: at about ¥0.05 a message, a flood costs at most 24 × 1,000 × ¥0.05 = ¥1,200 a day, and
 * legitimate sends resume within the hour once it stops. Windows are clock hours and Beijing days of the
 * app's clock, so a burst across a boundary can reach twice an hourly cap, never more.
 */
export const SMS_CAPS = { perPhoneDay: SMS_DAILY_CAP, perIpHour: 20, perIpDay: 50 } as const;
export const SIGNS_TTL_SECONDS = 5 * 60;
/** Beyond these sends in the last hour, sending needs the image captcha too. */
export const CAPTCHA_AFTER = { perPhone: 3, perIp: 10, windowSeconds: 60 * 60 } as const;

export const SMS_MESSAGES = {
  badSigns: '短信签名无效，请刷新页面后重试',
  signsExpired: '短信签名已过期，请重新获取',
  captchaNeeded: '请输入图形验证码',
  captchaWrong: CAPTCHA_WRONG,
  tooSoon: (seconds: number) => `发送过于频繁，请 ${seconds} 秒后再试`,
  dailyCap: '该手机号今日获取验证码次数已达上限，请明天再试',
  addressCap: '操作太频繁，请稍后再试',
  ceiling: '短信发送繁忙，请稍后再试',
  /** Only after the phone is proved by its code: whoever holds the phone may learn it has an account. */
  registered: '该手机号已注册，请直接登录',
  sendFailed: '短信发送失败，请稍后再试',
  missing: '验证码已失效，请重新获取',
  dead: '验证码错误次数过多，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试 ${left} 次`,
} as const;

function secret(deps: Pick<AppDeps, 'config'>, purpose: string): Buffer {
  return createHmac('sha256', deps.config.smsCodeSecret).update(`sms:${purpose}`).digest();
}

function hmac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const codeKey = (type: SmsType, phone: string) => `sms-code:${type}:${phone}`;
const cooldownKey = (phone: string) => `sms-cooldown:${phone}`;
const recentKey = (kind: 'phone' | 'ip', subject: string) => `sms-recent:${kind}:${subject}`;

/** Days roll over at midnight Beijing time, when users expect "today" to end. */
function beijingDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

async function count(deps: Pick<AppDeps, 'store'>, key: string): Promise<number> {
  return Number((await deps.store.get(key)) ?? 0);
}

async function captchaNeeded(deps: Pick<AppDeps, 'config' | 'store'>, phone: string, ip: string): Promise<boolean> {
  // The captcha is an abuse brake like the rate limits, and is switched off with them (browser tests).
  if (!deps.config.rateLimits) return false;
  const [byPhone, byIp] = await Promise.all([count(deps, recentKey('phone', phone)), count(deps, recentKey('ip', ip))]);
  return byPhone >= CAPTCHA_AFTER.perPhone || byIp >= CAPTCHA_AFTER.perIp;
}

/** The clock hour of the app's clock, as a key part. */
function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** Counts this send against every cap and refuses it when one is passed; the caps' counters only grow. */
async function assertUnderCaps(deps: Pick<AppDeps, 'config' | 'now' | 'store'>, phone: string, ip: string): Promise<void> {
  const now = deps.now();
  const [hour, day] = [hourOf(now), beijingDay(now)];
  // Like the captcha, the per-address caps go with the rate limits (browser tests send from one address).
  if (deps.config.rateLimits) {
    const byIpHour = await deps.store.incr(`sms-ip-hour:${ip}:${hour}`, 3600);
    const byIpDay = await deps.store.incr(`sms-ip-day:${ip}:${day}`, 24 * 3600);
    if (byIpHour > SMS_CAPS.perIpHour || byIpDay > SMS_CAPS.perIpDay) throw new ApiError(SMS_MESSAGES.addressCap);
  }
  await assertUnderPhoneAndSiteCaps(deps, phone);
}

/** The caps every text message counts against, whoever asks for it: the phone's day and the site's hour. */
export async function assertUnderPhoneAndSiteCaps(deps: Pick<AppDeps, 'config' | 'now' | 'store'>, phone: string): Promise<void> {
  const now = deps.now();
  if ((await deps.store.incr(`sms-daily:${phone}:${beijingDay(now)}`, 24 * 3600)) > SMS_CAPS.perPhoneDay) {
    throw new ApiError(SMS_MESSAGES.dailyCap);
  }
  if ((await deps.store.incr(`sms-hourly:${hourOf(now)}`, 3600)) > deps.config.smsHourlyCeiling) {
    throw new ApiError(SMS_MESSAGES.ceiling);
  }
}

export async function issueSigns(deps: Pick<AppDeps, 'config' | 'now' | 'store'>, phone: string, ip: string) {
  const signsCode = randomBytes(12).toString('base64url');
  const t = String(deps.now().getTime());
  const signs = hmac(secret(deps, 'signs'), `${phone}|${t}|${signsCode}`);
  return { signsCode, t, signs, whetherCaptcha: await captchaNeeded(deps, phone, ip) };
}

export interface SendInput {
  mobilePhone: string;
  smsType: SmsType;
  signsCode: string;
  t: string;
  signs: string;
  captcha: string;
  c: string;
}

/** The refusal of a send while the resend minute that began at `since` lasts. */
function tooSoon(since: number, now: number): ApiError {
  return new ApiError(SMS_MESSAGES.tooSoon(Math.ceil((since + SMS_RESEND_SECONDS * 1000 - now) / 1000)));
}

/**
 * Sends a code of the purpose `input.smsType` of `area`; what reaches the phone is decided by the policy the
 * purpose's domain registered (see smsPurposes).
 */
export async function sendCode(
  deps: Pick<AppDeps, 'captcha' | 'config' | 'db' | 'now' | 'providers' | 'smsPurposes' | 'store'>,
  input: SendInput,
  ip: string,
  area: SmsArea = 'site',
) {
  const { mobilePhone: phone, smsType: type } = input;
  const policy = deps.smsPurposes.policyOf(area, type);
  const expected = hmac(secret(deps, 'signs'), `${phone}|${input.t}|${input.signsCode}`);
  if (!sameText(expected, input.signs)) throw new ApiError(SMS_MESSAGES.badSigns);
  const issuedAt = Number(input.t);
  const age = deps.now().getTime() - issuedAt;
  if (!Number.isFinite(issuedAt) || age > SIGNS_TTL_SECONDS * 1000 || age < -60_000)
    throw new ApiError(SMS_MESSAGES.signsExpired);
  // A code refused outright (a gift already claimed) is refused first, whatever the limits say.
  await policy.deliveryOf(deps.db, phone);

  const now = deps.now().getTime();
  // Read first, so a send too soon is refused before a captcha is asked for; the claim below decides.
  const cooling = await deps.store.get(cooldownKey(phone));
  if (claimHolds(cooling, now, SMS_RESEND_SECONDS * 1000)) throw tooSoon(Number(cooling), now);

  if (policy.alwaysWithCaptcha || (await captchaNeeded(deps, phone, ip))) {
    if (!input.captcha || !input.c) throw new ApiError(SMS_MESSAGES.captchaNeeded);
    if (!(await deps.captcha.verifyCaptcha(input.c, input.captcha))) throw new ApiError(SMS_MESSAGES.captchaWrong);
  }
  const delivery = await policy.deliveryOf(deps.db, phone);

  // A signature sends one code only.
  if ((await deps.store.incr(`sms-signs-used:${input.signsCode}`, SIGNS_TTL_SECONDS)) > 1) {
    throw new ApiError(SMS_MESSAGES.signsExpired);
  }
  // The resend minute starts here, in one atomic step: of sends for one phone at the same moment only one goes
  // on. The caps come after it, so a send that loses the claim is not counted, and a refusal gives the minute
  // back, as a refused captcha or signature never takes it.
  const holder = await deps.store.claimSince(cooldownKey(phone), now, SMS_RESEND_SECONDS * 1000);
  if (holder !== null) throw tooSoon(holder, now);
  try {
    await assertUnderCaps(deps, phone, ip);
  } catch (error) {
    await deps.store.del(cooldownKey(phone));
    throw error;
  }
  await deps.store.incr(recentKey('phone', phone), CAPTCHA_AFTER.windowSeconds);
  await deps.store.incr(recentKey('ip', ip), CAPTCHA_AFTER.windowSeconds);

  // A notice goes out with a code record all the same (of a code nobody is told), so checking a code for
  // this phone later answers exactly as for a phone whose code was sent. A trial site's testers get no SMS:
  // there a sent code is the one its pages show (SMS_TRIAL_CODE).
  const trialCode = delivery === 'code' ? deps.config.smsTrialCode : undefined;
  const code = trialCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const record: CodeRecord = { hash: hmac(secret(deps, 'code'), `${type}|${phone}|${code}`), sentAt: now, tries: 0 };
  await deps.store.set(codeKey(type, phone), JSON.stringify(record), SMS_CODE_TTL_SECONDS);
  try {
    const provider = smsProviderFor(deps);
    if (delivery === 'code') await provider.send({ phone, code, smsType: type });
    else await provider.sendNotice({ phone, template: delivery });
  } catch {
    await deps.store.del(codeKey(type, phone));
    await deps.store.del(cooldownKey(phone));
    throw new ApiError(SMS_MESSAGES.sendFailed);
  }
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}

/**
 * Checks a code against the last one sent. Wrong answers count; the fifth kills the code. With `consume`
 * a right answer also uses the code up, so it cannot be replayed. The store reads, counts and compares in
 * one step, so guesses sent at the same moment cannot share a try or read a code already killed.
 */
export async function checkCode(
  deps: Pick<AppDeps, 'config' | 'now' | 'store'>,
  phone: string,
  type: SmsType,
  code: string,
  options: { consume: boolean },
): Promise<void> {
  const result = await deps.store.guessCode(codeKey(type, phone), {
    hash: hmac(secret(deps, 'code'), `${type}|${phone}|${code}`),
    now: deps.now().getTime(),
    lifetimeMs: SMS_CODE_TTL_SECONDS * 1000,
    maxTries: SMS_MAX_TRIES,
    consume: options.consume,
  });
  if (result.outcome === 'right') return;
  if (result.outcome === 'wrong') throw new ApiError(SMS_MESSAGES.wrong(result.triesLeft));
  throw new ApiError(result.outcome === 'dead' ? SMS_MESSAGES.dead : SMS_MESSAGES.missing);
}
