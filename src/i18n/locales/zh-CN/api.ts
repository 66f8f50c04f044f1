export const api = {
  systemPrompt: '系统提示',
  timeout: '请求超时，请稍后重试',
  networkError: '网络连接失败，请检查网络后重试',
  httpError: '服务器繁忙（{{status}}），请稍后重试',
  unexpectedAnswer: '服务器返回的数据无法识别，请稍后重试',
  view: {
    requestError: '请求错误',
    noContent: '暂无可查询的内容',
    noPermission: '没有权限，请先登录',
  },
} as const;
