import type { Catalog } from '../../catalog';
import type { api as zhCN } from '../zh-CN/api';

export const api: Catalog<typeof zhCN> = {
  systemPrompt: 'System prompt',
  timeout: 'The request timed out, please try again later',
  networkError: 'Network connection failed, please check your network and try again',
  httpError: 'The server is busy ({{status}}), please try again later',
  unexpectedAnswer: 'The server sent an answer we could not read, please try again later',
  view: {
    requestError: 'Request error',
    noContent: 'No content to query',
    noPermission: 'No permission, please log in first',
  },
};
