import { courseIndexByCode, courses } from './courses';
import { exercises } from './exercises';
import type {
  DemoAccount,
  DemoOrder,
  DemoOrderItem,
  DemoShipment,
  DemoStudentExtras,
  ExerciseRecord,
  LearningRecord,
  OptionKey,
  OrderStatus,
  PayMethod,
} from './types';

export const demoStudent: DemoAccount = {
  phone: '13800138000',
  password: 'Demo@2026',
  nickname: '小林同学',
  gradeLevel: 8,
  gender: 'male',
  school: '海淀区第一实验中学',
  province: '北京市',
  city: '北京市',
  avatarPath: 'avatars/student-demo.webp',
};

/** Separate login for the mobile evaluation area (/e/...). */
export const evaluationAccount: DemoAccount = {
  phone: '13700137000',
  password: 'Demo@2026',
  nickname: '小周同学',
  gradeLevel: 8,
  gender: 'female',
  school: '徐汇区育才初级中学',
  province: '上海市',
  city: '上海市',
  avatarPath: 'avatars/student-eval.webp',
};

function item(courseCode: string): DemoOrderItem {
  const courseIndex = courseIndexByCode(courseCode);
  const course = courses[courseIndex];
  if (!course) throw new Error(`课程不存在：${courseCode}`);
  return { courseCode, courseIndex, price: course.price, listPrice: course.originalPrice };
}

function order(
  orderNo: string,
  status: OrderStatus,
  payMethod: PayMethod | null,
  createdAt: string,
  paidAt: string | null,
  discountAmount: number,
  remark: string,
  courseCodes: string[],
): DemoOrder {
  const items = courseCodes.map(item);
  const totalAmount = items.reduce((sum, i) => sum + i.price, 0) - discountAmount;
  return { orderNo, status, payMethod, createdAt, paidAt, totalAmount, discountAmount, remark, items };
}

const orders: DemoOrder[] = [
  order(
    'XB202609051930210001',
    'paid',
    'alipay',
    '2026-09-05T19:30:21+08:00',
    '2026-09-05T19:31:02+08:00',
    100,
    '秋季学期组合优惠立减100元',
    ['math-g8-01', 'physics-g8-02'],
  ),
  order(
    'XB202609121015330002',
    'refunded',
    'weixin',
    '2026-09-12T10:15:33+08:00',
    '2026-09-12T10:16:10+08:00',
    0,
    '7天内未学习，已全额退款',
    ['geography-g8-01'],
  ),
  order('XB202609182040170003', 'cancelled', null, '2026-09-18T20:40:17+08:00', null, 0, '超时未支付，订单已自动取消', [
    'history-g8-01',
  ]),
  order('XB202610082105480004', 'unpaid', null, '2026-10-08T21:05:48+08:00', null, 0, '', ['chinese-g8-01']),
  order('XB202610151830420005', 'paid', 'weixin', '2026-10-15T18:30:42+08:00', '2026-10-15T18:31:20+08:00', 0, '', [
    'math-g9-01',
  ]),
];

/** Shipments of printed material (the exam-year courses ship a revision handbook). */
export const demoShipments: DemoShipment[] = [
  {
    orderNo: 'XB202610151830420005',
    company: '顺丰速运',
    trackingNo: 'SF1402689355731',
    receiverName: '林爸爸',
    receiverPhone: '13800138000',
    receiverAddress: '北京市海淀区中关村南大街5号院3号楼502',
    events: [
      { at: '2026-10-15T20:10:00+08:00', description: '仓库已接单，正在打包复习讲义', location: '北京顺义仓' },
      { at: '2026-10-16T09:20:00+08:00', description: '快递员已揽收', location: '北京顺义' },
      { at: '2026-10-16T15:02:00+08:00', description: '到达北京海淀中转场', location: '北京海淀' },
      { at: '2026-10-17T10:36:00+08:00', description: '已签收，签收人：本人', location: '北京海淀' },
    ],
  },
];

function exerciseCode(knowledgePoint: string): string {
  const exercise = exercises.find((e) => e.knowledgePoint === knowledgePoint);
  if (!exercise) throw new Error(`练习不存在：${knowledgePoint}`);
  return exercise.code;
}

function answerRecord(knowledgePoint: string, chosen: OptionKey, spentSec: number, answeredAt: string): ExerciseRecord {
  const code = exerciseCode(knowledgePoint);
  const exercise = exercises.find((e) => e.code === code);
  return { exerciseCode: code, chosen, isCorrect: exercise?.answer === chosen, spentSec, answeredAt };
}

function learning(
  courseCode: string,
  chapterIndex: number,
  classIndex: number,
  progress: number,
  lastStudiedAt: string,
): LearningRecord {
  const lesson = courses[courseIndexByCode(courseCode)]?.chapters[chapterIndex]?.classes[classIndex];
  if (!lesson) throw new Error(`课时不存在：${courseCode} ${chapterIndex}.${classIndex}`);
  return {
    courseCode,
    chapterIndex,
    classIndex,
    watchedSec: Math.round((lesson.durationSec * progress) / 100),
    progress,
    lastStudiedAt,
  };
}

const learningRecords: LearningRecord[] = [
  learning('math-g8-01', 0, 0, 100, '2026-09-06T20:12:00+08:00'),
  learning('math-g8-01', 0, 1, 100, '2026-09-08T20:40:00+08:00'),
  learning('math-g8-01', 1, 0, 58, '2026-10-10T19:55:00+08:00'),
  learning('physics-g8-02', 0, 0, 100, '2026-09-13T15:20:00+08:00'),
  learning('physics-g8-02', 1, 0, 35, '2026-10-11T16:05:00+08:00'),
  learning('politics-g7-01', 0, 0, 100, '2026-09-20T10:30:00+08:00'),
  // Weeks 40 to 42: the lessons behind the study reports and the current plan.
  learning('math-g8-01', 0, 2, 100, '2026-09-29T20:05:00+08:00'),
  learning('physics-g8-02', 0, 1, 100, '2026-09-30T19:30:00+08:00'),
  learning('math-g8-01', 1, 1, 100, '2026-10-01T10:15:00+08:00'),
  learning('physics-g8-02', 0, 2, 80, '2026-10-03T15:40:00+08:00'),
  learning('math-g8-01', 1, 2, 100, '2026-10-05T20:20:00+08:00'),
  learning('physics-g8-02', 1, 1, 60, '2026-10-07T19:10:00+08:00'),
  learning('math-g8-01', 1, 3, 100, '2026-10-08T20:30:00+08:00'),
  learning('math-g8-01', 2, 0, 40, '2026-10-12T20:00:00+08:00'),
  learning('physics-g8-02', 1, 2, 20, '2026-10-13T19:00:00+08:00'),
];

const exerciseRecords: ExerciseRecord[] = [
  answerRecord('一次函数的图像与性质', 'C', 95, '2026-09-08T21:02:00+08:00'),
  answerRecord('待定系数法求解析式', 'C', 140, '2026-09-08T21:05:00+08:00'),
  answerRecord('全等三角形的判定', 'D', 60, '2026-09-15T20:10:00+08:00'),
  answerRecord('一元一次方程', 'B', 45, '2026-09-15T20:12:00+08:00'),
  answerRecord('光的反射', 'A', 70, '2026-09-20T16:00:00+08:00'),
  answerRecord('惯性', 'C', 40, '2026-09-20T16:02:00+08:00'),
  answerRecord('比较级', 'B', 35, '2026-10-09T19:40:00+08:00'),
  answerRecord('文言实词', 'B', 50, '2026-10-09T19:45:00+08:00'),
  answerRecord('中国的地势', 'B', 25, '2026-10-10T20:00:00+08:00'),
  // Practice after the lessons of weeks 40 to 42, right and wrong, so accuracy moves week by week.
  answerRecord('有理数', 'B', 30, '2026-09-29T20:30:00+08:00'),
  answerRecord('一次函数的图像与性质', 'A', 80, '2026-09-29T20:34:00+08:00'),
  answerRecord('惯性', 'C', 35, '2026-09-30T19:50:00+08:00'),
  answerRecord('光的反射', 'C', 65, '2026-09-30T19:55:00+08:00'),
  answerRecord('待定系数法求解析式', 'A', 120, '2026-10-01T10:40:00+08:00'),
  answerRecord('一般过去时', 'C', 30, '2026-10-02T09:20:00+08:00'),
  answerRecord('全等三角形的判定', 'D', 70, '2026-10-03T16:10:00+08:00'),
  answerRecord('一元一次方程', 'B', 40, '2026-10-05T20:45:00+08:00'),
  answerRecord('一次函数的图像与性质', 'C', 60, '2026-10-05T20:48:00+08:00'),
  answerRecord('光的反射', 'B', 55, '2026-10-07T19:30:00+08:00'),
  answerRecord('修辞手法', 'B', 30, '2026-10-07T19:40:00+08:00'),
  answerRecord('待定系数法求解析式', 'A', 90, '2026-10-08T20:50:00+08:00'),
  answerRecord('比较级', 'A', 25, '2026-10-08T21:00:00+08:00'),
  answerRecord('惯性', 'C', 30, '2026-10-11T16:30:00+08:00'),
  answerRecord('全等三角形的判定', 'B', 75, '2026-10-12T20:25:00+08:00'),
  answerRecord('有理数', 'B', 20, '2026-10-12T20:28:00+08:00'),
  answerRecord('欧姆定律', 'C', 85, '2026-10-13T19:25:00+08:00'),
];

export const demoStudentExtras: DemoStudentExtras = {
  orders,
  feedback: [
    {
      type: '视频问题',
      content: '《圆》专题精讲第二节的视频在手机上播放到一半会卡住，刷新后要重新拖动进度条。',
      createdAt: '2026-09-20T20:15:00+08:00',
      replies: [
        {
          content: '同学你好，问题已定位并修复：弱网时视频会自动降低清晰度继续播放，进度也会保存。感谢你的反馈！',
          createdAt: '2026-09-21T10:05:00+08:00',
        },
      ],
    },
    {
      type: '功能建议',
      content: '希望课程页能增加倍速播放和夜间模式，晚上复习时眼睛会舒服一些。',
      createdAt: '2026-10-08T21:40:00+08:00',
      replies: [],
    },
  ],
  collections: [
    { kind: 'course', targetCode: 'math-g9-01', createdAt: '2026-09-03T18:20:00+08:00' },
    { kind: 'course', targetCode: 'english-g8-01', createdAt: '2026-09-10T21:00:00+08:00' },
    { kind: 'course', targetCode: 'chinese-g8-01', createdAt: '2026-10-08T21:00:00+08:00' },
    { kind: 'news', targetCode: 'method-01', createdAt: '2026-09-21T12:30:00+08:00' },
    { kind: 'news', targetCode: 'admission-01', createdAt: '2026-09-25T08:15:00+08:00' },
    { kind: 'tutor', targetCode: 'tutor-05', createdAt: '2026-09-28T19:10:00+08:00' },
    { kind: 'tutor', targetCode: 'tutor-09', createdAt: '2026-10-02T11:45:00+08:00' },
  ],
  notifications: [
    {
      kind: 'system',
      title: '欢迎加入学伴',
      content: '你已成功注册学伴账号。完善年级信息后，我们会为你推荐适合的课程。',
      createdAt: '2026-09-01T09:00:00+08:00',
      isRead: true,
      objectCode: null,
    },
    {
      kind: 'order',
      title: '订单支付成功',
      content: '订单XB202609051930210001已支付成功，课程已加入“我的课程”，快去开始学习吧。',
      createdAt: '2026-09-05T19:31:05+08:00',
      isRead: true,
      objectCode: 'XB202609051930210001',
    },
    {
      kind: 'order',
      title: '退款已到账',
      content: '订单XB202609121015330002的退款599元已原路退回，预计1至3个工作日到账。',
      createdAt: '2026-09-14T14:20:00+08:00',
      isRead: true,
      objectCode: 'XB202609121015330002',
    },
    {
      kind: 'order',
      title: '订单已取消',
      content: '订单XB202609182040170003因超时未支付已自动取消，如仍需购买请重新下单。',
      createdAt: '2026-09-18T21:10:17+08:00',
      isRead: true,
      objectCode: 'XB202609182040170003',
    },
    {
      kind: 'course',
      title: '课程更新提醒',
      content: '你购买的《一次函数》专题精讲新增了第五章“一次函数的实际应用”配套练习。',
      createdAt: '2026-09-22T18:00:00+08:00',
      isRead: true,
      objectCode: 'math-g8-01',
    },
    {
      kind: 'activity',
      title: '秋季学期课程限时优惠',
      content: '精选课程低至7折，所有付费课程首讲免费试看，活动截至2026年9月30日。',
      createdAt: '2026-09-24T10:00:00+08:00',
      isRead: false,
      objectCode: null,
    },
    {
      kind: 'course',
      title: '学习提醒',
      content: '你已经3天没有学习《力与运动》专题精讲了，坚持才能看到进步哦。',
      createdAt: '2026-10-06T19:00:00+08:00',
      isRead: false,
      objectCode: 'physics-g8-02',
    },
    {
      kind: 'order',
      title: '订单待支付',
      content: '订单XB202610082105480004尚未支付，30分钟后将自动取消，请尽快完成支付。',
      createdAt: '2026-10-08T21:05:50+08:00',
      isRead: false,
      objectCode: 'XB202610082105480004',
    },
    {
      kind: 'system',
      title: '账号安全提醒',
      content: '你的账号于2026年10月12日在新设备上登录，如非本人操作请及时修改密码。',
      createdAt: '2026-10-12T20:30:00+08:00',
      isRead: false,
      objectCode: null,
    },
  ],
  // Built from the records below by the weekly report's own code when the database is seeded.
  studyReports: [{ weekStart: '2026-09-28' }, { weekStart: '2026-10-05' }],
  studyPlans: [{ weekStart: '2026-10-12' }],
  learningRecords,
  exerciseRecords,
};
