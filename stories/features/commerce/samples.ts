import type { OrderCourseData } from '@/features/commerce/OrderCourse';
import type { OrderRowData } from '@/features/commerce/OrderRow';

/** Fixed data of the commerce stories: no clock, so the pictures never change. */
export const NOW = Date.parse('2026-11-25T10:05:00.000Z');
export const CLOSES_AT = '2026-11-25T10:29:41.000Z';

export const sampleCourse: OrderCourseData = {
  courseId: 12,
  title: '初二数学《一次函数》同步精讲',
  coverUrl: '/assets/covers/math-g8-01.webp',
  teacherName: '王海峰',
  lessonCount: 18,
  gradeName: '初二',
  categoryName: '数学',
  price: 399,
};

export const otherCourse: OrderCourseData = {
  ...sampleCourse,
  courseId: 13,
  title: '初二物理《光现象》专题课',
  coverUrl: '/assets/covers/physics-g8-02.webp',
  teacherName: '李静',
  categoryName: '物理',
  price: 299,
};

export const unpaidRow: OrderRowData = {
  orderNo: 'XB20261125180000123456',
  status: 'unpaid',
  amount: 399,
  createdAt: '2026-11-25T10:00:00.000Z',
  closesAt: CLOSES_AT,
  shared: false,
  course: sampleCourse,
  moreCourses: 0,
};

export const paidRow: OrderRowData = {
  ...unpaidRow,
  orderNo: 'XB20261120093000654321',
  status: 'paid',
  closesAt: null,
  course: otherCourse,
  amount: 299,
};
export const sharedRow: OrderRowData = {
  ...unpaidRow,
  orderNo: 'XB20261124200000111111',
  shared: true,
  status: 'cancelled',
  closesAt: null,
};
