/** Texts of the app frame: page loading, the app-level prompts and dialogs, the layout bars. */
export const app = {
  skipToContent: '跳到主要内容',
  pageLoading: '页面加载中',
  loginRequired: {
    message: '此页面需要登录权限，请先登录',
  },
  logout: {
    message: '确定要退出登录吗？',
    confirm: '退出登录',
  },
  evaluation: {
    back: '返回',
  },
  studymag: {
    tabs: '学习管理',
    report: '学习报告',
    plan: '学习计划',
    wrongBook: '错题本',
  },
  trial: {
    notice: '试用站点：支付为模拟支付，不会扣款，数据可能随时清空。',
    smsCode: '短信不会真的发出，验证码统一为 ',
  },
} as const;
