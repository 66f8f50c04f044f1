import type { RegionPickerProps } from '@/features/commerce/RegionPicker';
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

/** The delivery region picker with 广东省 → 深圳市 → 南山区 chosen, every level loaded. */
export const regionChosen = {
  value: { provinceId: 19, cityId: 1902, districtId: 190205 },
  provinces: {
    status: 'ready',
    options: [
      { id: 1, name: '北京市' },
      { id: 11, name: '浙江省' },
      { id: 19, name: '广东省' },
    ],
  },
  cities: {
    status: 'ready',
    options: [
      { id: 1901, name: '广州市' },
      { id: 1902, name: '深圳市' },
    ],
  },
  districts: {
    status: 'ready',
    options: [
      { id: 190203, name: '福田区' },
      { id: 190205, name: '南山区' },
    ],
  },
  summary: '广东省 深圳市 南山区',
} as const satisfies Omit<RegionPickerProps, 'onChoose'>;

/** Nothing chosen yet: the provinces are loaded, the levels under them wait. */
export const regionEmpty = {
  value: { provinceId: null, cityId: null, districtId: null },
  provinces: regionChosen.provinces,
  cities: { status: 'idle', options: [] },
  districts: { status: 'idle', options: [] },
  summary: null,
} as const satisfies Omit<RegionPickerProps, 'onChoose'>;
