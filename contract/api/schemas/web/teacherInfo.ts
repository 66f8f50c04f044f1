import { z } from 'zod';
import { defineCall } from '../contract';
import { id, optionalId, paged, pagingRequest } from '../fields';
import { courseCard } from './course';
import { WEB_API } from './paths';

export const tutorCard = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  photoUrl: z.string(),
  school: z.string(),
  major: z.string(),
  gradeName: z.string(),
  gradeId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  achievements: z.array(z.string()),
});

export const findTutors = defineCall({
  path: `${WEB_API}/teacherInfo/find`,
  summary: '学霸（辅导老师）列表：可按学科、年级筛选',
  auth: false,
  request: z.object({ categoryId: optionalId(), gradeId: optionalId(), ...pagingRequest }),
  response: paged(tutorCard),
});

export const findTutorById = defineCall({
  path: `${WEB_API}/teacherInfo/findById`,
  summary: '学霸详情',
  auth: false,
  request: z.object({ id: id() }),
  response: tutorCard.extend({
    intro: z.string(),
    /** Courses of the tutor's subject for the grade they coach (a few, best-selling first). */
    courses: z.array(courseCard),
  }),
});
