/** Texts of /m/about, downloaded with that page only. */
export const about = {
  heading: '关于学伴在线',
  contactTitle: '联系我们',
  servicePhone: '客服电话',
  serviceHours: '服务时间',
  call: '拨打客服电话',
  ensureAction: '验证课程顾问身份',
} as const;
