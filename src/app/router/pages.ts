import { routePages } from '@/app/routes';
import type { ChunkLoader } from './lazyPages';

export type PageLoader = ChunkLoader;

/*
 * The one place that maps the route table's page ids to page chunks. A page is built by writing its
 * module and moving its id from `buildingPageIds` to `builtPages`; every page of the table that is not
 * built shows the "being built" panel.
 */

const buildingPage: PageLoader = () => import('@/pages/building/BuildingPage');
const notFoundPage: PageLoader = () => import('@/pages/status/NotFoundPage');

export const builtPages = {
  'desktop/notFound': notFoundPage,
  'mobile/notFound': notFoundPage,
  'desktop/serverError': () => import('@/pages/status/ServerErrorPage'),
  'desktop/register': () => import('@/pages/register/RegisterPage'),
  'personal/setting': () => import('@/pages/setting/SettingPage'),
} as const satisfies Record<string, PageLoader>;

/**
 * Routes whose page is not written yet: they show the layout, the route title and the "being built"
 * panel. The record of what is left to build; the loaders below need only `builtPages`.
 */
export const buildingPageIds = [
  'desktop/home',
  'desktop/feedback',
  'desktop/faqTable',
  'desktop/faqTrainer',
  'desktop/course',
  'desktop/courseMore',
  'desktop/courseChapter',
  'desktop/courseChapterSub',
  'desktop/coursePurchase',
  'desktop/coursePurchaseAlipay',
  'desktop/news',
  'desktop/newsDetail',
  'desktop/smarter',
  'desktop/smarterDetail',
  'about/cooperation',
  'about/contactEnsure',
  'about/contactUs',
  'about/legalNotice',
  'about/teachersIn',
  'about/userAgreement',
  'about/privacyAgreement',
  'about/tenderAnnouncement',
  'personal/collected',
  'personal/feedback',
  'personal/notification',
  'personal/myCourse',
  'personal/myCourseChapter',
  'personal/order',
  'personal/orderDetail',
  'personal/orderChange',
  'desktop/orderDetailShare',
  'desktop/search',
  'desktop/video',
  'desktop/smallVideo',
  'bare/webAgreement',
  'bare/businessLicense',
  'bare/salesLicence',
  'mobile/home',
  'mobile/gift',
  'mobile/about',
  'mobile/course',
  'mobile/ensure',
  'mobile/login',
  'mobile/orderDetailShare',
  'mobile/orderSuccess',
  'mobile/download',
  'manual/middleSchool',
  'manual/highSchool',
  'evaluation/login',
  'evaluation/wxCode',
  'evaluation/eCode',
  'evaluation/retrievePassword',
  'evaluation/setPassword',
  'evaluation/nextStepLogin',
  'evaluation/userAgreement',
  'evaluation/privacyAgreement',
  'evaluation/viewPdf',
  'evaluation/report',
  'evaluation/recommendExercises',
  'evaluation/exerciseTestPaper',
  'evaluation/exercisesDetail',
  'evaluation/curriculumDetail',
  'evaluation/orderDetail',
  'evaluation/modeDetail',
  'campaign/freeCourse/home',
  'campaign/freeCourse/watch',
  'campaign/myCourse/login',
  'campaign/myCourse/index',
  'campaign/myCourse/send',
  'campaign/myCourse/video',
  'campaign/liveSignupTiktok/index',
  'campaign/liveSignupTiktok/paymentLogin',
  'campaign/liveSignupTiktok/paymentDetail',
  'campaign/liveSignupTencent/index',
  'campaign/liveSignupTencent/paymentLogin',
  'campaign/liveSignupTencent/paymentDetail',
  'campaign/liveSignupHeadlines/index',
  'campaign/liveSignupHeadlines/paymentLogin',
  'campaign/liveSignupHeadlines/paymentDetail',
  'campaign/checkService',
  'campaign/parentCode/bindPhoneCode',
  'campaign/parentCode/bindParentCode',
  'campaign/parentCode/choiceRelationship',
  'campaign/parentCode/relationshipList',
  'campaign/parentCode/bindCodeFull',
  'campaign/simglePage',
  'studymag/report',
  'studymag/plan',
  'studymag/exerciseDetail',
  'studymag/learningDetail',
] as const;

const built: Readonly<Record<string, PageLoader>> = builtPages;

/** Page id → chunk loader, for every page id of the route table. */
export const pageLoaders: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  routePages.map((id) => [id, built[id] ?? buildingPage]),
);
