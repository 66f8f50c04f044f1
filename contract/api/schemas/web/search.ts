import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, paged, pagingRequest, text } from '../fields';
import { WEB_API } from './paths';
import { SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_TYPES } from '../../../vocabulary/search';

export const searchInformation = defineCall({
  path: `${WEB_API}/search/Information`,
  summary: '站内搜索：课程、资讯、学霸',
  auth: false,
  request: z.object({ keyWord: text(SEARCH_KEYWORD_MAX), type: choice(SEARCH_TYPES).default('all'), ...pagingRequest }),
  response: paged(
    z.object({
      type: z.enum(SEARCH_KINDS),
      id: z.number().int(),
      title: z.string(),
      summary: z.string(),
      coverUrl: z.string(),
    }),
  ).extend({
    /** Matches of each kind for the keyword, whatever `type` asked for (tab counts). */
    counts: z.object({ course: z.number().int(), news: z.number().int(), tutor: z.number().int() }),
  }),
});
