import { z } from 'zod';
import { defineCall } from '../contract';
import { isoDateTime, mobilePhone, optionalFileAddress, optionalText, paged, pagingRequest, text } from '../fields';
import { feedbackRequest } from './common';
import { WEB_API } from './paths';

const created = z.object({ id: z.number().int() });

export const addTeacherEntry = defineCall({
  path: `${WEB_API}/teacherEntry/add`,
  summary: '教师入驻申请',
  auth: false,
  request: z.object({
    name: text(20),
    phone: mobilePhone(),
    subject: optionalText(20),
    gradeName: optionalText(20),
    experience: optionalText(500),
    intro: optionalText(1000),
    /** Address of the uploaded resume (PDF, Word or image, through qiniu/getuptoken with kind=document). */
    resumeUrl: optionalFileAddress(),
  }),
  response: created,
});

export const addOnlineMessage = defineCall({
  path: `${WEB_API}/onlineMesage/add`,
  summary: '在线留言',
  auth: false,
  request: z.object({ name: text(20), phone: mobilePhone(), content: text(500) }),
  response: created,
});

export const saveHomeFeedback = defineCall({
  path: `${WEB_API}/homePage/saveProblemFeedback`,
  summary: '问题反馈：登录用户凭身份提交（关联到本人，无需图形验证码）；未登录需图形验证码',
  auth: false,
  request: feedbackRequest.extend({
    /** Image captcha answer and its id (c); required only when no valid login token came along. */
    captcha: optionalText(8),
    c: optionalText(64),
  }),
  response: created,
});

const feedbackReply = z.object({
  id: z.number().int(),
  author: z.string(),
  content: z.string(),
  createdAt: isoDateTime,
});

const myFeedbackItem = z.object({
  id: z.number().int(),
  type: z.string(),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  createdAt: isoDateTime,
  /** Support's answers, oldest first; empty while the feedback waits for one. */
  replies: z.array(feedbackReply),
});

export const myProblemFeedback = defineCall({
  path: `${WEB_API}/homePage/myProblemFeedback`,
  summary: '我的反馈：本人提交过的问题反馈及客服回复，分页，最新在前',
  auth: true,
  request: z.object(pagingRequest),
  response: paged(myFeedbackItem),
});
