import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { paged, pagingRequest } from '../fields';
import { WEB_API } from './paths';

export const findPraiseLocations = defineCall({
  path: `${WEB_API}/studentPublicPraise/findGeocoder`,
  summary: '学员好评地图：带坐标的好评',
  auth: false,
  request: emptyRequest,
  response: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        studentName: z.string(),
        gradeName: z.string(),
        province: z.string(),
        city: z.string(),
        lat: z.number(),
        lng: z.number(),
        content: z.string(),
      }),
    ),
  }),
});

export const findHomePraise = defineCall({
  path: `${WEB_API}/studentPublicPraise/findHome`,
  summary: '首页学员好评，最新在前',
  auth: false,
  request: z.object(pagingRequest),
  response: paged(
    z.object({
      id: z.number().int(),
      studentName: z.string(),
      school: z.string(),
      gradeName: z.string(),
      province: z.string(),
      city: z.string(),
      content: z.string(),
      courseId: z.number().int().nullable(),
      courseTitle: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
