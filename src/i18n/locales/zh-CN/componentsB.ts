export const componentsB = {
  price: {
    currency: '¥',
    original: '原价',
  },
  pagination: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
    summary: '{{page}} / {{pages}}',
    total: '共 {{total}} 条',
  },
  skeleton: { loading: '内容加载中' },
  spinner: { loading: '加载中' },
  badge: {
    count: '{{value}} 条新消息',
    dot: '有新消息',
  },
  avatar: {
    named: '{{name}}的头像',
    anonymous: '用户头像',
  },
  countdownButton: {
    idle: '获取验证码',
    counting: '{{seconds}}秒后重新发送',
  },
  maskedPhone: { empty: '未绑定手机号' },
  qrCode: {
    label: '二维码',
    loadFailed: '二维码加载失败',
    generateFailed: '二维码生成失败',
  },
  copyText: {
    copy: '复制',
    copyNamed: '复制{{label}}',
  },
  searchBox: {
    label: '搜索课程、资讯、学霸',
    placeholder: '搜索课程、资讯、学霸',
    submit: '搜索',
    history: '搜索历史',
    clear: '清空',
    remove: '删除搜索记录“{{keyword}}”',
    open: '打开搜索',
  },
} as const;
