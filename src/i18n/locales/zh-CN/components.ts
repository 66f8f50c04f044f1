export const components = {
  button: { loading: '加载中' },
  passwordField: { show: '显示密码' },
  dialog: { close: '关闭' },
  confirmDialog: {
    title: '系统提示',
    confirm: '确定',
    cancel: '取消',
    tone: { info: '提示', warning: '警告', danger: '危险操作' },
  },
  toast: { region: '消息通知' },
  notice: {
    close: '关闭提示',
    tone: { error: '错误', warning: '警告', info: '提示', success: '成功' },
  },
  emptyState: { title: '暂无可查询的内容' },
  loadError: { title: '加载失败，请稍后重试', retry: '重新加载', refused: '请求错误：{{reason}}', signIn: '去登录' },
  image: { loadFailed: '图片加载失败' },
} as const;
