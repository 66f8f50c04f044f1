import { ROLE_PERMISSIONS } from '@contract/vocabulary/staff';
import type { AuditTableEntry, StaffTableRow } from '@/features/console';

export const ownerPermissions = [...ROLE_PERMISSIONS.owner];
export const readOnlyPermissions = [...ROLE_PERMISSIONS.readOnly];

export const sampleStaff: StaffTableRow[] = [
  { id: 1, name: '周宁', phone: '13600136001', role: 'owner', authenticator: true, disabled: false },
  { id: 2, name: '陈悦', phone: '13600136002', role: 'contentEditor', authenticator: true, disabled: false },
  { id: 3, name: '林航', phone: '13600136003', role: 'courseEditor', authenticator: false, disabled: false },
  { id: 4, name: '王珊', phone: '13600136004', role: 'finance', authenticator: true, disabled: false },
  { id: 5, name: '刘洋', phone: '13600136005', role: 'service', authenticator: false, disabled: true },
  { id: 6, name: '赵敏', phone: '13600136006', role: 'readOnly', authenticator: false, disabled: false },
];

export const sampleAudit: AuditTableEntry[] = [
  {
    id: 12,
    staffName: '周宁',
    action: 'staff.disable',
    entity: 'staff',
    entityId: '5',
    before: { name: '刘洋', role: 'service', phone: '13600136005', disabled: false },
    after: { name: '刘洋', role: 'service', phone: '13600136005', disabled: true },
    at: '2026-12-02T09:41:00.000Z',
  },
  {
    id: 11,
    staffName: '周宁',
    action: 'staff.role',
    entity: 'staff',
    entityId: '4',
    before: { name: '王珊', role: 'readOnly', phone: '13600136004', disabled: false },
    after: { name: '王珊', role: 'finance', phone: '13600136004', disabled: false },
    at: '2026-12-02T09:30:00.000Z',
  },
  {
    id: 10,
    staffName: null,
    action: 'staff.add',
    entity: 'staff',
    entityId: '1',
    before: null,
    after: { name: '周宁', role: 'owner', phone: '13600136001', disabled: false },
    at: '2026-12-01T08:00:00.000Z',
  },
  {
    id: 9,
    staffName: '陈悦',
    action: 'order.refund',
    entity: 'order',
    entityId: '2026112800031',
    before: { state: 'paid' },
    after: { state: 'refunded' },
    at: '2026-11-30T16:12:00.000Z',
  },
];

export const menuFor = (entries: readonly ('overview' | 'staff' | 'audit')[]) =>
  entries.map((id) => ({
    id,
    label: { overview: '工作台', staff: '员工与角色', audit: '操作日志' }[id],
    to: id === 'overview' ? '/admin' : `/admin/${id}`,
  }));

export const sampleOptions = {
  categories: [
    { id: 1, name: '语文' },
    { id: 2, name: '数学' },
    { id: 3, name: '英语' },
  ],
  grades: [
    { id: 7, name: '初一', stage: 'junior' as const },
    { id: 8, name: '初二', stage: 'junior' as const },
    { id: 10, name: '高一', stage: 'senior' as const },
  ],
};

export const sampleCourses = [
  {
    id: 12,
    code: 'math-g8-01',
    title: '初二数学《函数与图像》同步课',
    coverUrl: '/assets/covers/math-g8-01.webp',
    categoryName: '数学',
    gradeName: '初二',
    teacherName: '陈志远',
    price: 1280,
    originalPrice: 1980,
    isFree: false,
    isHeadline: true,
    status: 'published' as const,
    studentCount: 6370,
    version: 4,
    updatedAt: '2026-12-02T09:41:00.000Z',
  },
  {
    id: 77,
    code: 'c-mx7a26d6-hsb3',
    title: '初二数学·函数专题课',
    coverUrl: '',
    categoryName: '数学',
    gradeName: '初二',
    teacherName: '李明',
    price: 199,
    originalPrice: 299,
    isFree: false,
    isHeadline: false,
    status: 'draft' as const,
    studentCount: 0,
    version: 1,
    updatedAt: '2026-12-03T08:13:00.000Z',
  },
  {
    id: 5,
    code: 'english-g7-01',
    title: '初一英语《音标与自然拼读》',
    coverUrl: '/assets/covers/english-g7-01.webp',
    categoryName: '英语',
    gradeName: null,
    teacherName: '李思远',
    price: 0,
    originalPrice: 0,
    isFree: true,
    isHeadline: false,
    status: 'withdrawn' as const,
    studentCount: 812,
    version: 7,
    updatedAt: '2026-11-20T16:00:00.000Z',
  },
];

export const sampleOutline = [
  {
    id: 1,
    title: '第一章 一次函数',
    lessons: [
      { id: 11, title: '函数的概念', isTrial: true, durationSec: 1520, hasVideo: true },
      { id: 12, title: '一次函数的图像与性质', isTrial: false, durationSec: 1840, hasVideo: true },
    ],
  },
  {
    id: 2,
    title: '第二章 反比例函数',
    lessons: [{ id: 21, title: '反比例函数的意义', isTrial: false, durationSec: 0, hasVideo: false }],
  },
  { id: 3, title: '第三章 综合复习', lessons: [] },
];
