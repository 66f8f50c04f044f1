import type { EvaluationProfile, SignInContext } from './types';

export const sanitizePhone = (value: string) => value.replace(/\D/g, '').slice(0, 11);
export const sanitizeCode = (value: string) => value.replace(/\D/g, '').slice(0, 6);
export const isPhone = (value: string) => /^1\d{10}$/.test(value);

/** The first thing the chosen sign-in method still lacks, as the form says it; null when complete. */
export function missingField(context: SignInContext): string | null {
  if (context.method !== 'wechat' && !isPhone(context.phone)) return '请输入 11 位手机号码';
  if (context.method === 'password') {
    if (context.password.length < 6) return '请输入 6-16 位密码';
    if (context.captcha.length < 4) return '请输入图形验证码';
  } else if (context.code.length !== 6) {
    return context.method === 'wechat' ? '请输入公众号回复的 6 位登录码' : '请输入 6 位短信验证码';
  }
  if (!context.agreed) return '请阅读并同意用户协议和隐私政策';
  return null;
}

export function missingProfileField(profile: EvaluationProfile): string | null {
  if (profile.name.trim().length === 0) return '请输入学生姓名';
  if (profile.name.trim().length > 20) return '姓名不能超过 20 个字';
  if (profile.grade === '') return '请选择年级';
  if (profile.school.trim().length > 40) return '学校名称不能超过 40 个字';
  return null;
}

/** Seconds left until the deadline, never below zero. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** 125 → "02:05" */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
