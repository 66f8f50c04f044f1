/** Texts of /m/me, downloaded with that page only. */
export const me = {
  profile: '我的资料',
  services: '我的服务',
  noName: '学伴同学',
  noGrade: '未选年级',
  profileFailed: '资料加载失败，请稍后重试',
  studymagHint: '学习报告与计划',
  unread: '{{count}} 条未读消息',
} as const;
