import { id } from '../addresses/params';
import type { RouteArea, RouteDef, RouteLayout, RouteRedirect, RouteSeo, RouteTitleKey } from './types';

type Flags = Partial<
  Pick<
    RouteDef,
    'requiresAuth' | 'jumpable' | 'isLoginRoute' | 'requiresEvaluationAuth' | 'keepAlive' | 'params' | 'opening' | 'drawnOnServer'
  >
> & {
  /** Absent: the page is kept out of search engines. */
  seo?: RouteSeo;
};

/*
 * The route table is read by the browser (router, guard, document titles) and by the server (page heads,
 * the sitemap), so each page is declared here once, with everything either side needs to know of it.
 */
function define(area: RouteArea, layout: RouteLayout) {
  return (path: string, page: string, title: RouteTitleKey | undefined, flags: Flags = {}): RouteDef => ({
    path,
    page,
    ...(title ? { title } : {}),
    area,
    layout,
    requiresAuth: flags.requiresAuth ?? false,
    jumpable: flags.jumpable ?? false,
    isLoginRoute: flags.isLoginRoute ?? false,
    requiresEvaluationAuth: flags.requiresEvaluationAuth ?? false,
    keepAlive: flags.keepAlive ?? false,
    notFound: false,
    params: flags.params ?? {},
    seo: flags.seo ?? { indexed: false },
    ...(flags.opening ? { opening: flags.opening } : {}),
    drawnOnServer: flags.drawnOnServer ?? false,
  });
}

/**
 * Open to search engines (its description is in descriptions.zh-CN.ts). A detail page names its subject, one of its
 * `params` (a test checks that the page declares it).
 */
function indexed(extra: Omit<RouteSeo, 'indexed'> = {}): { seo: RouteSeo } {
  return { seo: { indexed: true, ...extra } };
}

const desktop = define('desktop', 'desktop');
const about = define('desktop', 'about');
const bare = define('desktop', 'bare');
const mobile = define('mobile', 'mobile');
const manual = define('manual', 'none');
const evaluation = define('evaluation', 'evaluation');
const campaign = define('campaign', 'campaign');
const studymag = define('studymag', 'studymag');

const auth = { requiresAuth: true } as const;
const evaluationAuth = { requiresEvaluationAuth: true } as const;
const evaluationLogin = { isLoginRoute: true } as const;
/*
 * Kept alive: list pages a visitor leaves for a detail page and comes back to, where losing the scroll
 * position and chosen filters would be felt.
 */
const kept = { keepAlive: true } as const;
/** Drawn by the server for an anonymous visitor (RouteDef.drawnOnServer). */
const drawn = { drawnOnServer: true } as const;

/*
 * Jumpable: only desktop pages whose twin exists at exactly `/m` + the same path, because the jump keeps
 * the path (/home, /course, /order-detail-share here, /about among the redirects). Pages such as
 * /about/acontact-ensure have a mobile counterpart (/m/ensure) under another path, so they stay put.
 */
const jump = { jumpable: true } as const;

const liveSignup = (channel: 'Tiktok' | 'Tencent' | 'Headlines'): RouteDef[] => [
  campaign(`/liveSignup${channel}/index`, `campaign/liveSignup${channel}/index`, `routes.liveSignup${channel}`),
  campaign(`/liveSignup${channel}/payment-login`, `campaign/liveSignup${channel}/paymentLogin`, 'routes.liveSignupLogin'),
  campaign(`/liveSignup${channel}/payment-detail`, `campaign/liveSignup${channel}/paymentDetail`, 'routes.liveSignupPayment'),
];

export const notFoundRoute: RouteDef = { ...desktop('*', 'desktop/notFound', undefined), notFound: true };
export const mobileNotFoundRoute: RouteDef = { ...mobile('/m/*', 'mobile/notFound', undefined), notFound: true };

/** Every page of the product, each path declared once. */
export const routeTable: readonly RouteDef[] = [
  desktop('/home', 'desktop/home', 'routes.home', {
    ...drawn,
    ...jump,
    ...kept,
    opening: 'home',
    ...indexed({ leadBanner: true }),
  }),
  desktop('/register', 'desktop/register', 'routes.register', indexed()),
  desktop('/fackback', 'desktop/feedback', 'routes.feedback', indexed()),
  desktop('/faq/table', 'desktop/faqTable', 'routes.faqTable', { ...drawn, ...indexed() }),
  desktop('/faq/trainer', 'desktop/faqTrainer', 'routes.faqTrainer', { ...drawn, ...indexed() }),
  desktop('/course', 'desktop/course', 'routes.course', {
    ...drawn,
    ...jump,
    opening: 'courseSystem',
    ...indexed(),
  }),
  desktop('/course/more', 'desktop/courseMore', 'routes.courseMore', {
    ...drawn,
    ...kept,
    ...indexed(),
  }),
  desktop('/course/chapter', 'desktop/courseChapter', 'routes.courseChapter', {
    ...drawn,
    params: { courseId: id() },
    opening: 'course',
    ...indexed({
      subject: { param: 'courseId', record: 'course', leadImage: true },
    }),
  }),
  desktop('/course/chaptersub', 'desktop/courseChapterSub', 'routes.courseChapterSub', {
    ...drawn,
    params: { chapterId: id() },
    ...indexed({ subject: { param: 'chapterId' } }),
  }),
  desktop('/course/purchase', 'desktop/coursePurchase', 'routes.coursePurchase', auth),
  desktop('/course/purchase-alipay-payment', 'desktop/coursePurchaseAlipay', 'routes.coursePurchaseAlipay', auth),
  desktop('/news', 'desktop/news', 'routes.news', {
    ...drawn,
    ...kept,
    opening: 'news',
    ...indexed(),
  }),
  desktop('/news/detail', 'desktop/newsDetail', 'routes.newsDetail', {
    ...drawn,
    params: { id: id() },
    opening: 'article',
    ...indexed({
      subject: { param: 'id', record: 'article', leadImage: true },
    }),
  }),
  desktop('/smarter', 'desktop/smarter', 'routes.smarter', {
    ...drawn,
    ...kept,
    opening: 'tutors',
    ...indexed(),
  }),
  desktop('/smarter/detail', 'desktop/smarterDetail', 'routes.smarterDetail', {
    ...drawn,
    params: { id: id() },
    opening: 'tutor',
    ...indexed({ subject: { param: 'id', record: 'tutor' } }),
  }),
  about('/about/cooperation', 'about/cooperation', 'routes.aboutCooperation', indexed()),
  about('/about/acontact-ensure', 'about/contactEnsure', 'routes.aboutEnsure', indexed()),
  about('/about/contact-us', 'about/contactUs', 'routes.aboutContact', { ...drawn, ...indexed() }),
  about('/about/legal-notice', 'about/legalNotice', 'routes.aboutLegal', { ...drawn, ...indexed() }),
  about('/about/teachers-in', 'about/teachersIn', 'routes.aboutTeachersIn', indexed()),
  about('/about/aboutUserAgreement', 'about/userAgreement', 'routes.aboutUserAgreement', { ...drawn, ...indexed() }),
  about('/about/aboutPriAgreement', 'about/privacyAgreement', 'routes.aboutPrivacyAgreement', { ...drawn, ...indexed() }),
  about('/about/tender-announcement', 'about/tenderAnnouncement', 'routes.aboutTender', {
    ...drawn,
    params: { id: id() },
    ...indexed({ subject: { param: 'id', optional: true } }),
  }),
  desktop('/personal/collected', 'personal/collected', 'routes.personalCollected', auth),
  desktop('/personal/feckback', 'personal/feedback', 'routes.personalFeedback', auth),
  desktop('/personal/notification', 'personal/notification', 'routes.personalNotification', auth),
  // A bound parent's view of the child's weekly report, opened from its notification.
  desktop('/personal/child-report', 'studymag/childReport', 'routes.personalChildReport', {
    ...auth,
    params: { reportId: id() },
  }),
  desktop('/personal/my-course', 'personal/myCourse', 'routes.personalMyCourse', auth),
  desktop('/personal/my-course-chapter', 'personal/myCourseChapter', 'routes.personalMyCourseChapter', auth),
  desktop('/personal/order', 'personal/order', 'routes.personalOrder', auth),
  desktop('/personal/order-detail', 'personal/orderDetail', 'routes.personalOrderDetail', auth),
  desktop('/personal/order-change', 'personal/orderChange', 'routes.personalOrderChange', auth),
  desktop('/personal/setting', 'personal/setting', 'routes.personalSetting', auth),
  desktop('/order-detail-share', 'desktop/orderDetailShare', 'routes.orderDetailShare', { ...auth, ...jump }),
  // Result pages of the site's own search are thin copies of the lists; search engines advise against indexing them.
  desktop('/search', 'desktop/search', 'routes.search', { ...kept, ...drawn, opening: 'search' }),
  desktop('/video', 'desktop/video', 'routes.video', auth),
  desktop('/small-video', 'desktop/smallVideo', 'routes.smallVideo', auth),
  bare('/webAgreement', 'bare/webAgreement', 'routes.webAgreement', { ...drawn, ...indexed() }),
  bare('/businesslicense', 'bare/businessLicense', 'routes.businessLicense', { ...drawn, ...indexed() }),
  bare('/saleslicence', 'bare/salesLicence', 'routes.salesLicence', { ...drawn, ...indexed() }),
  desktop('/error/500', 'desktop/serverError', 'routes.serverError'),

  mobile('/m/home', 'mobile/home', 'routes.mobileHome', {
    ...drawn,
    opening: 'home',
    ...indexed({ leadBanner: true }),
  }),
  mobile('/m/gift', 'mobile/gift', 'routes.mobileGift', indexed()),
  mobile('/m/about', 'mobile/about', 'routes.mobileAbout', { ...drawn, ...indexed() }),
  mobile('/m/course', 'mobile/course', 'routes.mobileCourse', {
    ...drawn,
    opening: 'mobileCourse',
    ...indexed(),
  }),
  mobile('/m/ensure', 'mobile/ensure', 'routes.mobileEnsure', indexed()),
  mobile('/m/login', 'mobile/login', 'routes.mobileLogin'),
  mobile('/m/order-detail-share', 'mobile/orderDetailShare', 'routes.mobileOrderDetailShare', auth),
  mobile('/m/order/success', 'mobile/orderSuccess', 'routes.mobileOrderSuccess', auth),
  mobile('/m/download', 'mobile/download', 'routes.mobileDownload', indexed()),
  mobile('/m/me', 'mobile/me', 'routes.mobileMe', auth),

  manual('/manual/middleSchool', 'manual/middleSchool', 'routes.manualMiddleSchool', { ...drawn, ...indexed() }),
  manual('/manual/highSchool', 'manual/highSchool', 'routes.manualHighSchool', { ...drawn, ...indexed() }),

  evaluation('/e/login', 'evaluation/login', 'routes.evaluationLogin', evaluationLogin),
  evaluation('/e/wxCode', 'evaluation/wxCode', 'routes.evaluationWxCode', evaluationLogin),
  evaluation('/e/eCode', 'evaluation/eCode', 'routes.evaluationCode', evaluationLogin),
  evaluation('/e/retrieve-password', 'evaluation/retrievePassword', 'routes.evaluationRetrievePassword'),
  // Not a login route: it follows a code login, when the eToken already exists.
  evaluation('/e/set-password', 'evaluation/setPassword', 'routes.evaluationSetPassword'),
  // Not a login route (SPEC §2 lists it without auth): it follows a sign-in, when the eToken already
  // exists, and a visitor without one is sent to /e/login by the profile call's status 2.
  evaluation('/e/next-step-login', 'evaluation/nextStepLogin', 'routes.evaluationNextStepLogin'),
  evaluation('/e/user-agreement', 'evaluation/userAgreement', 'routes.evaluationUserAgreement'),
  evaluation('/e/privacy-agrement', 'evaluation/privacyAgreement', 'routes.evaluationPrivacyAgreement'),
  evaluation('/e/view-pdf', 'evaluation/viewPdf', 'routes.evaluationViewPdf'),
  evaluation('/e/report', 'evaluation/report', 'routes.evaluationReport', evaluationAuth),
  evaluation('/e/recommend-exercises', 'evaluation/recommendExercises', 'routes.evaluationRecommendExercises', evaluationAuth),
  evaluation('/e/exercise-test-paper', 'evaluation/exerciseTestPaper', 'routes.evaluationExerciseTestPaper', evaluationAuth),
  evaluation('/e/exercises-detail', 'evaluation/exercisesDetail', 'routes.evaluationExercisesDetail', evaluationAuth),
  evaluation('/e/curriculum-detail', 'evaluation/curriculumDetail', 'routes.evaluationCurriculumDetail', evaluationAuth),
  evaluation('/e/order-detail', 'evaluation/orderDetail', 'routes.evaluationOrderDetail', evaluationAuth),
  evaluation('/e/mode-detail', 'evaluation/modeDetail', 'routes.evaluationModeDetail', evaluationAuth),

  campaign('/freeCourse/home', 'campaign/freeCourse/home', 'routes.freeCourseHome'),
  campaign('/freeCourse/watch', 'campaign/freeCourse/watch', 'routes.freeCourseWatch'),
  campaign('/myCourse/login', 'campaign/myCourse/login', 'routes.myCourseLogin'),
  campaign('/myCourse/index', 'campaign/myCourse/index', 'routes.myCourseIndex'),
  campaign('/myCourse/send', 'campaign/myCourse/send', 'routes.myCourseSend'),
  campaign('/myCourse/video', 'campaign/myCourse/video', 'routes.myCourseVideo'),
  ...liveSignup('Tiktok'),
  ...liveSignup('Tencent'),
  ...liveSignup('Headlines'),
  campaign('/checkService/index', 'campaign/checkService', 'routes.checkService'),
  campaign('/parentCode/bindPhoneCode', 'campaign/parentCode/bindPhoneCode', 'routes.parentBindPhoneCode'),
  campaign('/parentCode/bindParentCode', 'campaign/parentCode/bindParentCode', 'routes.parentBindParentCode'),
  campaign('/parentCode/choiceRelationship', 'campaign/parentCode/choiceRelationship', 'routes.parentChoiceRelationship'),
  campaign('/parentCode/relationshipList', 'campaign/parentCode/relationshipList', 'routes.parentRelationshipList'),
  campaign('/parentCode/bindCodeFull', 'campaign/parentCode/bindCodeFull', 'routes.parentBindCodeFull'),
  campaign('/simgle/page', 'campaign/simglePage', 'routes.simglePage'),

  studymag('/studymag/report', 'studymag/report', 'routes.studymagReport'),
  studymag('/studymag/plan', 'studymag/plan', 'routes.studymagPlan'),
  studymag('/studymag/detail/exercise', 'studymag/exerciseDetail', 'routes.studymagExerciseDetail'),
  studymag('/studymag/detail/learning', 'studymag/learningDetail', 'routes.studymagLearningDetail'),
  studymag('/studymag/wrong-book', 'studymag/wrongBook', 'routes.studymagWrongBook', auth),
  studymag('/studymag/practice', 'studymag/practice', 'routes.studymagPractice', { ...auth, params: { classId: id() } }),

  notFoundRoute,
  mobileNotFoundRoute,
];

export const routeRedirects: readonly RouteRedirect[] = [
  { from: '/', to: '/home', jumpable: false },
  // /about itself has the /m/about twin even though its desktop children do not.
  { from: '/about', to: '/about/cooperation', jumpable: true },
  { from: '/m', to: '/m/home', jumpable: false },
  { from: '/studymag', to: '/studymag/report', jumpable: false },
];

/** Page ids the React side must map to chunks, each once. */
export const routePages: readonly string[] = [...new Set(routeTable.map((route) => route.page))];
