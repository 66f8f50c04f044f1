import type { Adviser, OfficialAccount, Stage } from './types';

type AdviserRow = [code: string, name: string, wechatAccount: string, phone: string, stages: Stage[], intro: string];

const rows: AdviserRow[] = [
  [
    'adviser-01',
    '李老师',
    'xueban_teacher_li01',
    '010-62881201',
    ['primary'],
    '小学学段课程顾问，擅长低年级学习习惯养成与课程规划，已服务家庭两千余户。',
  ],
  [
    'adviser-02',
    '王老师',
    'xueban_teacher_wang02',
    '010-62881202',
    ['primary', 'junior'],
    '小升初衔接顾问，熟悉各地小升初政策，可为孩子制定暑期衔接学习方案。',
  ],
  [
    'adviser-03',
    '张老师',
    'xueban_teacher_zhang03',
    '010-62881203',
    ['junior'],
    '初中学段课程顾问，专注中考备考规划与薄弱学科诊断。',
  ],
  [
    'adviser-04',
    '刘老师',
    'xueban_teacher_liu04',
    '010-62881204',
    ['junior', 'senior'],
    '初高中衔接顾问，擅长新高一学习方法指导与选科咨询。',
  ],
  [
    'adviser-05',
    '陈老师',
    'xueban_teacher_chen05',
    '010-62881205',
    ['senior'],
    '高中学段课程顾问，熟悉新高考政策，可提供选科与志愿填报参考。',
  ],
  ['adviser-06', '赵老师', 'xbzhao', '010-62881206', ['senior'], '高三冲刺顾问，负责高考冲刺课程咨询与学习计划制定。'],
];

export const advisers: Adviser[] = rows.map(([code, name, wechatAccount, phone, stages, intro]) => ({
  code,
  name,
  wechatAccount,
  phone,
  qrPath: `qr/${code}.png`,
  qrContent: `weixin://contacts/profile/${wechatAccount}`,
  stages,
  intro,
}));

export const officialAccount: OfficialAccount = {
  name: '学伴在线',
  account: 'xueban_k12',
  intro: '学伴官方公众号：每日一练、学习方法、升学资讯与课程优惠第一时间推送。',
  qrPath: 'qr/official-account.png',
  qrContent: 'weixin://contacts/profile/xueban_k12',
};
