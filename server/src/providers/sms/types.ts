import type { SmsType } from '../../../../contract/vocabulary/sms';

export type { SmsType };

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
  /**
   * Sent instead of a registration or binding code to a phone that already has an account: the sender's
   * screen says "sent" either way, and only the phone's owner learns the number is taken.
   */
  accountExists: () =>
    '【学伴在线】您的手机号已注册学伴在线账号，可直接登录；如忘记密码，请在登录页选择"忘记密码"找回。如非本人操作，请忽略本短信。',
  /** Sent instead of a login or password-reset code to a phone without an account, for the same reason. */
  /** Support's answer to what a visitor without an account sent, on the phone they left. */
  serviceReply: (params: { reply: string }) => `【学伴在线】您好，您提交的反馈/留言已有回复：${params.reply}`,
  noAccount: () =>
    '【学伴在线】有人用您的手机号申请登录或找回密码，但该号码尚未注册账号，因此未发送验证码。如非本人操作，请忽略本短信。',
} as const;
export type SmsNoticeTemplate = keyof typeof SMS_NOTICE_TEMPLATES;

export type SmsNotice =
  | { phone: string; template: 'courseLink'; params: { course: string; link: string } }
  | { phone: string; template: 'serviceReply'; params: { reply: string } }
  | { phone: string; template: 'accountExists' | 'noAccount'; params?: undefined };

/** The text a notice reads as on the phone (the gateway fills its approved template the same way). */
export function noticeText(notice: SmsNotice): string {
  if (notice.template === 'courseLink') return SMS_NOTICE_TEMPLATES.courseLink(notice.params);
  if (notice.template === 'serviceReply') return SMS_NOTICE_TEMPLATES.serviceReply(notice.params);
  return SMS_NOTICE_TEMPLATES[notice.template]();
}

export interface SmsProvider {
  readonly kind: 'local' | 'aliyun';
  /** Delivers a verification code; rejects when the gateway refuses it. */
  send(message: SmsMessage): Promise<void>;
  /** Delivers a templated text message (a link, no code); rejects when the gateway refuses it. */
  sendNotice(notice: SmsNotice): Promise<void>;
}
