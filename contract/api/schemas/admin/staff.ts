import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES } from '../../../vocabulary/staff';
import { defineCall, emptyRequest, emptyResponse } from '../contract';
import { choice, flag, id, mobilePhone, optionalText, text } from '../fields';
import { encryptedPassword } from '../user/fields';
import { ADMIN_API } from './paths';

const staffProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  roleName: z.string(),
  /** What the console may show: a menu entry appears only with its permission. */
  permissions: z.array(z.enum(PERMISSIONS)),
});

const staffRow = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  roleName: z.string(),
  authenticator: z.boolean(),
  disabled: z.boolean(),
});

export const signIn = defineCall({
  path: `${ADMIN_API}/staff/login`,
  summary:
    '员工登录第一步：手机号 + 密码（RSA 加密）+ 图形验证码；通过后返回 5 分钟有效的 ticket，未绑定身份验证器时一并返回绑定用的密钥和 otpauth 地址（显示为二维码）',
  auth: false,
  request: z.object({ phone: mobilePhone(), password: encryptedPassword(), captcha: text(8), c: text(64) }),
  response: z.object({
    ticket: z.string(),
    setup: z.object({ secret: z.string(), otpauthUri: z.string() }).nullable(),
  }),
});

export const verifyCode = defineCall({
  path: `${ADMIN_API}/staff/login/code`,
  summary: '员工登录第二步：身份验证器的 6 位动态码；首次登录时同时完成绑定。返回员工会话（30 分钟无操作即失效，每次调用顺延）',
  auth: false,
  request: z.object({
    ticket: text(64),
    code: z
      .string({ error: '应为文本' })
      .trim()
      .regex(/^\d{6}$/, { error: '应为 6 位数字动态码' }),
  }),
  response: z.object({ token: z.string(), expiresAt: z.string(), staff: staffProfile }),
});

export const signOut = defineCall({
  path: `${ADMIN_API}/staff/logout`,
  summary: '员工退出登录：本会话立即失效',
  auth: true,
  request: emptyRequest,
  response: emptyResponse,
});

export const me = defineCall({
  path: `${ADMIN_API}/staff/me`,
  summary: '当前员工：姓名、角色与权限（后台据此显示菜单）',
  auth: true,
  request: emptyRequest,
  response: staffProfile,
});

export const staffList = defineCall({
  path: `${ADMIN_API}/staff/list`,
  summary: '员工列表（需 staff.manage）',
  auth: true,
  request: emptyRequest,
  response: z.object({ list: z.array(staffRow) }),
});

export const addStaff = defineCall({
  path: `${ADMIN_API}/staff/add`,
  summary:
    '添加员工（需 staff.manage）：手机号、姓名、角色、初始密码（RSA 加密，10-64 位，含字母和数字）；首次登录时绑定身份验证器',
  auth: true,
  request: z.object({ phone: mobilePhone(), name: text(32), role: choice(STAFF_ROLES), password: encryptedPassword() }),
  response: staffRow,
});

export const setDisabled = defineCall({
  path: `${ADMIN_API}/staff/disable`,
  summary: '停用或恢复员工（需 staff.manage）：停用后其会话立即失效、无法登录；不能停用自己，至少保留一名在职的所有者',
  auth: true,
  request: z.object({ staffId: id(), disabled: flag() }),
  response: staffRow,
});

export const changeRole = defineCall({
  path: `${ADMIN_API}/staff/role`,
  summary: '修改员工角色（需 staff.manage）；该员工的登录会话全部失效',
  auth: true,
  request: z.object({ staffId: id(), role: choice(STAFF_ROLES) }),
  response: staffRow,
});

export const auditList = defineCall({
  path: `${ADMIN_API}/audit/list`,
  summary: '操作日志：谁、何时、做了什么、修改前后（需 audit.read）；按 id 倒序，beforeId 翻页',
  auth: true,
  request: z.object({ entity: optionalText(32), entityId: optionalText(32), beforeId: id().optional() }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        staffId: z.number().int().nullable(),
        staffName: z.string().nullable(),
        action: z.string(),
        entity: z.string(),
        entityId: z.string(),
        before: z.unknown(),
        after: z.unknown(),
        at: z.string(),
      }),
    ),
  }),
});
