import { z } from 'zod';
import { BROADCAST_AUDIENCES, BROADCAST_LINKS, BROADCAST_STATES } from '../../../vocabulary/broadcasts';
import { defineCall, emptyRequest } from '../contract';
import { choice, id, isoDateTime, optionalId, optionalText, optionalZonedTime, paged, pagingRequest, text } from '../fields';
import { ADMIN_API } from './paths';

const audience = z.enum(BROADCAST_AUDIENCES);
const state = z.enum(BROADCAST_STATES);

const broadcastRow = z.object({
  id: z.number().int(),
  title: z.string(),
  audience,
  audienceName: z.string().describe('年级名称、课程名称或手机号个数；全部用户为空'),
  sendAt: isoDateTime,
  state,
  deliveredCount: z.number().int().describe('已送达的家庭数'),
  readCount: z.number().int().describe('已读的家庭数（消息中心里打开过）'),
  version: z.number().int(),
});

export const broadcastList = defineCall({
  path: `${ADMIN_API}/broadcast/list`,
  summary: '消息推送列表（需 content.read）：标题、对象、发送时间、状态、送达与已读人数，最新的在前，分页',
  auth: true,
  request: z.object({ ...pagingRequest }),
  response: paged(broadcastRow),
});

/** What staff write: the message, its link, who it goes to and when. */
const broadcastFields = {
  title: text(40),
  content: optionalText(500),
  link: choice(BROADCAST_LINKS).default('none'),
  linkId: optionalId().describe('link 为 course 或 news 时：课程或资讯编号'),
  audience: choice(BROADCAST_AUDIENCES),
  audienceId: optionalId().describe('audience 为 grade 或 course 时：年级或课程编号'),
  phones: optionalText(30_000).describe('audience 为 phones 时：手机号，每行一个或以逗号分隔'),
  sendAt: optionalZonedTime().describe('定时发送的时间（须晚于现在），带时区；空为立即发送'),
};

const broadcastForm = broadcastRow.extend({
  content: z.string(),
  link: z.enum(BROADCAST_LINKS),
  linkId: z.number().int().nullable(),
  audienceId: z.number().int().nullable(),
  phones: z.string().describe('audience 为 phones 时的手机号，每行一个'),
});

export const broadcastDetail = defineCall({
  path: `${ADMIN_API}/broadcast/detail`,
  summary: '一条消息推送的内容、对象与版本号（需 content.read）',
  auth: true,
  request: z.object({ broadcastId: id() }),
  response: broadcastForm,
});

export const broadcastPreview = defineCall({
  path: `${ADMIN_API}/broadcast/preview`,
  summary:
    '发送前预览（需 content.read）：检查与保存相同（手机号逐行指出格式不对或未注册的），答复消息中心里的样子与会送达的家庭数（与推送任务同一查询）',
  auth: true,
  request: z.object(broadcastFields),
  response: z.object({
    reach: z.number().int().describe('此刻会收到的家庭数'),
    title: z.string(),
    content: z.string(),
    linkTitle: z.string().nullable().describe('链接的课程或资讯标题'),
    sendAt: isoDateTime.nullable().describe('定时发送的时间；立即发送为空'),
  }),
});

export const saveBroadcast = defineCall({
  path: `${ADMIN_API}/broadcast/save`,
  summary:
    '新建（不带 broadcastId）或修改消息推送（需 content.write）：只有尚未开始的定时推送可改，须带打开时的 version；手机号逐行检查，格式不对或未注册的都指出；写入操作日志',
  auth: true,
  request: z.object({ broadcastId: optionalId(), version: id().optional(), ...broadcastFields }),
  response: broadcastForm,
});

export const cancelBroadcast = defineCall({
  path: `${ADMIN_API}/broadcast/cancel`,
  summary: '取消尚未开始的定时推送（需 content.write）：须带打开时的 version；已开始的不能取消；写入操作日志',
  auth: true,
  request: z.object({ broadcastId: id(), version: id() }),
  response: broadcastForm,
});

const choiceItem = z.object({ id: z.number().int(), name: z.string() });

export const broadcastChoices = defineCall({
  path: `${ADMIN_API}/broadcast/choices`,
  summary: '撰写推送时可选的年级、课程（已上架）与资讯（已发布）（需 content.read）',
  auth: true,
  request: emptyRequest,
  response: z.object({ grades: z.array(choiceItem), courses: z.array(choiceItem), articles: z.array(choiceItem) }),
});
