import type { LiveClassData } from '@/features/campaign/LiveClassCard';
import type { BoundParent } from '@/features/campaign/ParentList';
import type { TrialOffer } from '@/features/campaign/TrialOffers';

/** A fixed "now" so countdowns draw the same in every run. */
export const NOW = Date.parse('2026-11-25T10:00:00.000Z');

export const liveClass: LiveClassData = {
  id: 1,
  title: '初中数学压轴题直播精讲',
  intro: '一节课讲透二次函数与几何综合压轴题的解题思路。',
  teacher: { name: '王嘉怡', title: '高级教师 · 十年教龄', photoUrl: '' },
  startsAt: '2026-11-28T11:30:00.000Z',
  durationMinutes: 90,
  seatsTotal: 200,
  seatsLeft: 183,
  price: 299,
  signedUp: false,
  orderNo: null,
};

export const liveClasses: LiveClassData[] = [
  liveClass,
  {
    ...liveClass,
    id: 2,
    title: '高考英语完形填空提分直播课',
    teacher: { ...liveClass.teacher, name: '孙曦' },
    seatsLeft: 0,
    price: 399,
  },
  { ...liveClass, id: 3, title: '小学语文阅读理解方法直播课', signedUp: true, seatsLeft: 69, price: 499 },
];

export const trialOffer: TrialOffer = {
  courseId: 11,
  title: '一年级语文《汉语拼音》启蒙课',
  subtitle: '',
  coverUrl: '',
  teacherName: '韩雪梅',
  gradeName: '一年级',
  lessonCount: 19,
  trialLessons: 3,
};

export const trialGrades = [
  { gradeName: '一年级', courses: [trialOffer] },
  {
    gradeName: '初一',
    courses: [{ ...trialOffer, courseId: 12, title: '初一道德与法治《成长的节拍》同步精讲', gradeName: '初一' }],
  },
];

export const boundParents: BoundParent[] = [
  { id: 1, parentPhone: '135****8684', relationship: 'mother', boundAt: '2026-11-20T08:00:00.000Z' },
  { id: 2, parentPhone: '136****1024', relationship: 'father', boundAt: '2026-11-21T08:00:00.000Z' },
];
