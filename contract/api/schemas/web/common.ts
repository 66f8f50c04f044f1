import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { id, imageList, optionalText, text } from '../fields';
import { WEB_API } from './paths';

const subjectCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stages: z.array(z.string()),
});

export const basicData = z.object({
  /** Subjects that group courses. */
  couresCourseCateGory: z.array(subjectCategory),
  /** News categories. */
  informationCategoryList: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** Per grade, the subjects offered in it (tutor and course filters). */
  teacherCouresCourseCateGory: z.array(
    z.object({
      grade: z.string(),
      gradeId: z.number().int(),
      courseList: z.array(z.object({ courseId: z.number().int(), courseName: z.string() })),
    }),
  ),
  /** Grade groups: 小学, 初中, 高中. */
  clasesList: z.array(z.object({ id: z.number().int(), name: z.string(), stage: z.string() })),
  gradeList: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int(), groupId: z.number().int() })),
  smssigncode: z.string(),
  videosigncode: z.string(),
  platformId: z.string(),
  promotionMainTitle: z.string(),
  promotionSubtitleTitle: z.string(),
  platformName: z.string(),
  companyName: z.string(),
  companyAddress: z.string(),
  customerServicePhone: z.string(),
  customerServiceHours: z.string(),
  copyright: z.string(),
  icpRecords: z.array(z.string()),
  publicSecurityRecord: z.string(),
  /**
   * The app: the Android package or app-market address and the App Store address ('' when not published:
   * the notes say where to look), notes, a QR to the download page.
   */
  appDownload: z.object({
    androidUrl: z.string(),
    iosUrl: z.string(),
    androidNote: z.string(),
    iosNote: z.string(),
    downloadPage: z.string(),
  }),
  errorImageUrl: z.string(),
  defaultImageUrl: z.string(),
});

export const getBasicData = defineCall({
  path: `${WEB_API}/common/getbasicdata`,
  summary: '基础数据：学科、资讯分类、年级、平台配置',
  auth: false,
  request: emptyRequest,
  response: basicData,
});

export const province = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  kind: z.string(),
});

export const zone = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.enum(['city', 'district']),
  provinceId: z.number().int(),
  parentId: z.number().int().nullable(),
});

export const getProvince = defineCall({
  path: `${WEB_API}/common/getprovince`,
  summary: '省份列表',
  auth: false,
  request: emptyRequest,
  response: z.object({ list: z.array(province) }),
});

export const findByProvince = defineCall({
  path: `${WEB_API}/common/findByProvince`,
  summary: '某省份下的城市',
  auth: false,
  request: z.object({ provinceId: id() }),
  response: z.object({ province, list: z.array(zone) }),
});

export const findZoneById = defineCall({
  path: `${WEB_API}/common/findZoneById`,
  summary: '城市或区县及其下级区县',
  auth: false,
  request: z.object({ id: id() }),
  response: z.object({ zone, children: z.array(zone) }),
});

const regionRef = z.object({ id: z.number().int(), name: z.string() });

export const findRegionById = defineCall({
  path: `${WEB_API}/common/findById`,
  summary: '由城市或区县编号得到完整地区（省、市、区）',
  auth: false,
  request: z.object({ id: id() }),
  response: z.object({ province: regionRef, city: regionRef, district: regionRef.nullable(), fullName: z.string() }),
});

export const feedbackRequest = z.object({
  type: text(20),
  content: text(1000),
  contact: optionalText(50),
  images: imageList(6),
});

export const problemFeedback = defineCall({
  path: `${WEB_API}/common/problemFeedback`,
  summary: '投诉与反馈（无需登录，需图形验证码；最多 3 张图片）',
  auth: false,
  request: feedbackRequest.extend({
    images: imageList(3),
    /** Image captcha answer and its id (c), as for login. */
    captcha: text(8),
    c: text(64),
  }),
  response: z.object({ id: z.number().int() }),
});

export const findGradeSelection = defineCall({
  path: `${WEB_API}/common/findGradeSelection`,
  summary: '年级选择：按学段分组的年级',
  auth: false,
  request: emptyRequest,
  response: z.object({
    list: z.array(
      z.object({
        gradeName: z.string(),
        stage: z.string(),
        grades: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
      }),
    ),
  }),
});
