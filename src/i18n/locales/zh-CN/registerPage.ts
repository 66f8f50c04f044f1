/** Texts of the registration page around the register form (the form's own texts are in account.register). */
export const registerPage = {
  title: '注册学伴在线',
  subtitle: '用手机号注册，登录后即可选课、练习和查看学习报告',
  brand: {
    heading: '和学伴一起，把每一课学明白',
    intro: '小学到高中的同步课程、练习与学习规划，一个账号全部搞定。',
    benefitsLabel: '注册后你可以',
    benefits: {
      courses: { title: '名师同步课', text: '按年级精选课程，随时随地回看' },
      practice: { title: '随堂练习', text: '每节课配套练习，学完就能检验' },
      reports: { title: '学习报告', text: '进度和薄弱点一目了然' },
      adviser: { title: '专属课程顾问', text: '一对一帮你规划学习' },
    },
  },
  registered: {
    title: '注册成功',
    message: '欢迎加入学伴在线，正在为你打开首页……',
    toast: '注册成功，欢迎加入学伴在线',
  },
  alreadyLoggedIn: {
    title: '你已登录',
    message: '当前已有账号登录，无需重复注册。',
    home: '返回首页',
  },
} as const;
