/** Texts of /m/login, downloaded with that page only. */
export const login = {
  heading: '手机号登录',
  subtitle: '登录后继续刚才的操作',
  continueAs: '已登录为 {{name}}，正在返回…',
  register: '还没有账号？去注册',
} as const;
