import { z } from 'zod';
import { ORDER_STATUSES } from '../../../vocabulary/orders';
import {
  ENROLLMENT_SOURCES,
  FAMILY_ID_PATTERN,
  FAMILY_REASON_MAX,
  FAMILY_STATES,
  GRANT_KINDS,
  type GrantKind,
} from '../../../vocabulary/families';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, optionalText, paged, pagingRequest, text, yuan } from '../fields';
import { ADMIN_API } from './paths';

/** A family's account number (rsNo) in a request. */
const familyId = () => z.string({ error: '应为文本' }).trim().regex(FAMILY_ID_PATTERN, { error: '家庭编号格式不正确' });

/** Why staff act on a family's account: required, kept in the audit log beside the action. */
const reason = () => text(FAMILY_REASON_MAX).describe('操作原因，必填，写入操作日志');

const familyState = z.enum(FAMILY_STATES);

/** One family in the console's list: the phone always masked (138****8000), a page of many is not a contact list. */
const familyRow = z.object({
  familyId: z.string().describe('家庭用户编号（rsNo）'),
  phone: z.string().describe('中间四位隐藏，如 138****8000'),
  name: z.string(),
  grade: z.string().nullable(),
  registeredAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
  state: familyState.describe('normal 正常；locked 密码错误次数过多，暂时锁定'),
  paidOrders: z.number().int().describe('已支付（含其后退款）的订单数'),
});

export const familyList = defineCall({
  path: `${ADMIN_API}/family/list`,
  summary:
    '家庭用户列表（需 service.read）：按手机号（完整 11 位或后四位）或姓名/昵称搜索，最新注册的在前，分页；手机号中间四位隐藏',
  auth: true,
  request: z.object({
    q: optionalText(40).describe('手机号（11 位或后 4 位）或姓名'),
    ...pagingRequest,
  }),
  response: paged(familyRow),
});

/** The family list's filter as the console keeps it (in the address). */
export interface FamilyFilter {
  q: string;
  page: number;
}

/** What staff do to a family's account as the console sends it; every action carries the reason staff gave. */
export type FamilyActionInput =
  | { action: 'unlock' | 'signOut' | 'clearDevices'; reason: string }
  | { action: 'grade'; reason: string; gradeId: number }
  | { action: 'grant'; reason: string; courseId: number; kind: GrantKind };
export type FamilyActionName = FamilyActionInput['action'];

const familyDetailResponse = z.object({
  familyId: z.string(),
  /** In full for roles with service.write (they call the family); masked for the others. */
  phone: z.string(),
  phoneMasked: z.boolean(),
  name: z.string(),
  grade: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  school: z.string(),
  registeredAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
  /** Whether the account is held after wrong passwords now, and until when. */
  lockout: z.object({ locked: z.boolean(), until: isoDateTime.nullable() }),
  parents: z.array(
    z.object({ phone: z.string().describe('与家庭手机号同样按角色隐藏'), relationship: z.string(), boundAt: isoDateTime }),
  ),
  /** Devices on the SMS whitelist: signing in on them needs no SMS check. */
  devices: z.array(z.object({ deviceId: z.string(), lastSeenAt: isoDateTime })),
  sessions: z.array(
    z.object({
      deviceId: z.string().nullable(),
      userAgent: z.string().nullable(),
      startedAt: isoDateTime,
      lastSeenAt: isoDateTime,
      expiresAt: isoDateTime,
    }),
  ),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: z.enum(ORDER_STATUSES),
      courses: z.array(z.string()),
      amount: yuan,
      createdAt: isoDateTime,
    }),
  ),
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      title: z.string(),
      source: z.enum(ENROLLMENT_SOURCES).describe('order 购买；free 免费领取；trial 试看；gift 赠送；compensation 补偿'),
      orderNo: z.string().nullable(),
      lessonsDone: z.number().int(),
      lessonCount: z.number().int(),
      enrolledAt: isoDateTime,
    }),
  ),
  /** Results of the evaluation area's account with the same phone. */
  evaluations: z.array(
    z.object({
      title: z.string(),
      score: z.number().int(),
      totalScore: z.number().int(),
      accuracy: z.number().int(),
      at: isoDateTime,
    }),
  ),
  /** What the actions may choose from: every grade, and the published courses the family does not own. */
  choices: z.object({
    grades: z.array(z.object({ id: z.number().int(), name: z.string() })),
    courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const familyDetail = defineCall({
  path: `${ADMIN_API}/family/detail`,
  summary:
    '家庭用户详情（需 service.read）：账号、年级、家长绑定、短信白名单设备、登录中的会话、是否因密码错误被锁定、订单、课程与学习进度、测评结果；有 service.write 的角色看到完整手机号',
  auth: true,
  request: z.object({ familyId: familyId() }),
  response: familyDetailResponse,
});

/** An action on one family: which family and why; each answers with the family as it is afterwards. */
const action = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ familyId: familyId(), reason: reason(), ...shape });

export const unlockFamily = defineCall({
  path: `${ADMIN_API}/family/unlock`,
  summary: '解除密码错误锁定（需 service.write）：清空失败次数，家庭可立即登录；须填原因，写入操作日志',
  auth: true,
  request: action({}),
  response: familyDetailResponse,
});

export const signOutFamily = defineCall({
  path: `${ADMIN_API}/family/signOut`,
  summary: '让家庭在所有设备上退出登录（需 service.write）：现有登录凭证立即失效；须填原因，写入操作日志',
  auth: true,
  request: action({}),
  response: familyDetailResponse,
});

export const clearFamilyDevices = defineCall({
  path: `${ADMIN_API}/family/clearDevices`,
  summary: '清空短信白名单设备（需 service.write）：之后在任何设备登录都要再做短信验证；须填原因，写入操作日志',
  auth: true,
  request: action({}),
  response: familyDetailResponse,
});

export const setFamilyGrade = defineCall({
  path: `${ADMIN_API}/family/setGrade`,
  summary: '修改家庭的年级（需 service.write）；须填原因，写入操作日志',
  auth: true,
  request: action({ gradeId: id() }),
  response: familyDetailResponse,
});

export const grantFamilyCourse = defineCall({
  path: `${ADMIN_API}/family/grantCourse`,
  summary:
    '不经订单给家庭开通课程（需 service.write），记为赠送（gift）或补偿（compensation），家庭的“我的课程”随即可见；已拥有的课程拒绝；须填原因，写入操作日志',
  auth: true,
  request: action({ courseId: id(), kind: choice(GRANT_KINDS) }),
  response: familyDetailResponse,
});
