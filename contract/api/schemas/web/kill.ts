import { defineCall, emptyRequest } from '../contract';
import { basicData } from './common';
import { WEB_API } from './paths';

/** Campaign pages read the same basic data under their own path. */
export const killGetBasicData = defineCall({
  path: `${WEB_API}/kill/getbasicdata`,
  summary: '活动页基础数据（与 common/getbasicdata 相同）',
  auth: false,
  request: emptyRequest,
  response: basicData,
});
