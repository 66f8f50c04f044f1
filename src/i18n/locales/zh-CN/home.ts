/** The home page. */
export const home = {
  heading: '学伴在线：陪伴每一位学生，让学习更高效',
  banner: {
    label: '精选活动',
    slide: '第 {{index}} 张，共 {{count}} 张',
    previous: '上一张',
    next: '下一张',
    goTo: '查看第 {{index}} 张',
  },
  gradeNav: {
    label: '按学段找课程',
    grades: '{{stage}}年级',
    subjects: '{{stage}}学科',
  },
  sections: {
    headline: '热门推荐',
    headlineHint: '家长和同学们最常选的课程',
    stages: '同步课程',
    stagesHint: '跟着课本学，每讲配有随堂练习',
    tutors: '学霸导师',
    tutorsHint: '来自清华、北大等高校的学霸，分享真实有效的学习方法',
    news: '升学资讯',
    newsHint: '政策解读、学习方法与家庭教育',
    praise: '学员好评',
    praiseHint: '来自全国各地学员与家长的真实评价',
    more: '查看更多',
    moreOf: '查看更多{{section}}',
  },
  praise: {
    course: '学习课程：{{title}}',
    where: '学员分布（好评最多的省份）',
    count: '{{count}} 条好评',
  },
  adviser: {
    title: '不知道怎么选课？问问课程顾问',
    text: '一对一了解孩子的学习情况，免费推荐适合的课程与学习计划。',
    point1: '选课建议',
    point2: '学习规划',
    point3: '升学咨询',
    action: '添加课程顾问微信',
  },
  app: {
    title: '下载学伴 App',
    text: '扫码下载，随时随地看课、做练习、查看学习报告。',
    qr: '学伴 App 下载二维码',
  },
} as const;
