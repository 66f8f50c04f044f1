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
  loginModal: {
    title: '登录',
    noticeTitle: '登录功能即将开放',
    noticeMessage: '账号登录正在升级中，暂时无法在此登录。如需查询课程或订单，请拨打客服热线 {{phone}}。',
    close: '我知道了',
  },
  adviserModal: {
    title: '课程顾问',
    message: '课程顾问可以为您解答选课、学习规划和订单相关的问题。',
    hotline: '客服热线：{{phone}}',
    hours: '服务时间：{{hours}}',
    close: '我知道了',
  },
  evaluation: {
    back: '返回',
  },
  studymag: {
    tabs: '学习管理',
    report: '学习报告',
    plan: '学习计划',
  },
} as const;
