/** Texts of /m/home, downloaded with that page only. */
export const home = {
  heading: '学伴在线手机版',
  entry: '选年级 · 找课程',
  giftTitle: '新人礼包',
  giftText: '免费领取学习资料与试看课',
  giftAction: '去领取',
  adviserTitle: '不知道怎么选课？',
  adviserText: '课程顾问一对一了解孩子的学习情况，免费推荐课程与学习计划。',
  adviserAction: '联系课程顾问',
  appTitle: '下载学伴 App',
  appText: '随时随地看课、做练习、查看学习报告',
  appAction: '下载',
} as const;
