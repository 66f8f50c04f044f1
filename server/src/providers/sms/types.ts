/**
 * 1 register, 2 login check, 3 password reset, 4 phone binding, 5 gift-pack claim, 6 campaign sign-in (an
 * account is opened for a new phone), 7 a student's consent to bind a parent.
 */
export const SMS_TYPES = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export interface SmsMessage {
  phone: string;
  code: string;
  smsType: SmsType;
}

/** Text messages that carry no code, each with its own approved template at the gateway. */
export const SMS_NOTICE_TEMPLATES = {
  /** A student sends a course they own to a parent's phone. */
  courseLink: (params: { course: string; link: string }) =>
    `【学伴在线】您的孩子把课程《${params.course}》发给了您，点击链接查看：${params.link}`,
} as const;
export type SmsNoticeTemplate = keyof typeof SMS_NOTICE_TEMPLATES;

export interface SmsNotice {
  phone: string;
  template: 'courseLink';
  params: { course: string; link: string };
}

/** The text a notice reads as on the phone (the gateway fills its approved template the same way). */
export function noticeText(notice: SmsNotice): string {
  return SMS_NOTICE_TEMPLATES[notice.template](notice.params);
}

export interface SmsProvider {
  readonly kind: 'local' | 'aliyun';
  /** Delivers a verification code; rejects when the gateway refuses it. */
  send(message: SmsMessage): Promise<void>;
  /** Delivers a templated text message (a link, no code); rejects when the gateway refuses it. */
  sendNotice(notice: SmsNotice): Promise<void>;
}
