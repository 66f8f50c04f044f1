import { z } from 'zod';
import { defineCall } from '../contract';
import { mobilePhone, optionalFileAddress, optionalText, text } from '../fields';
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
  summary: '首页问题反馈（登录时关联用户）',
  auth: false,
  request: feedbackRequest,
  response: created,
});
