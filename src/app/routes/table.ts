import type { RouteArea, RouteDef, RouteLayout, RouteRedirect, RouteTitleKey } from './types';

type Flags = Partial<Pick<RouteDef, 'requiresAuth' | 'jumpable' | 'isLoginRoute' | 'requiresEvaluationAuth' | 'keepAlive'>>;

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
  });
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
  desktop('/home', 'desktop/home', 'routes.home', { ...jump, ...kept }),
  desktop('/register', 'desktop/register', 'routes.register'),
  desktop('/fackback', 'desktop/feedback', 'routes.feedback'),
  desktop('/faq/table', 'desktop/faqTable', 'routes.faqTable'),
  desktop('/faq/trainer', 'desktop/faqTrainer', 'routes.faqTrainer'),
  desktop('/course', 'desktop/course', 'routes.course', jump),
  desktop('/course/more', 'desktop/courseMore', 'routes.courseMore', kept),
  desktop('/course/chapter', 'desktop/courseChapter', 'routes.courseChapter'),
  desktop('/course/chaptersub', 'desktop/courseChapterSub', 'routes.courseChapterSub'),
  desktop('/course/purchase', 'desktop/coursePurchase', 'routes.coursePurchase', auth),
  desktop('/course/purchase-alipay-payment', 'desktop/coursePurchaseAlipay', 'routes.coursePurchaseAlipay', auth),
  desktop('/news', 'desktop/news', 'routes.news', kept),
  desktop('/news/detail', 'desktop/newsDetail', 'routes.newsDetail'),
  desktop('/smarter', 'desktop/smarter', 'routes.smarter', kept),
  desktop('/smarter/detail', 'desktop/smarterDetail', 'routes.smarterDetail'),
  about('/about/cooperation', 'about/cooperation', 'routes.aboutCooperation'),
  about('/about/acontact-ensure', 'about/contactEnsure', 'routes.aboutEnsure'),
  about('/about/contact-us', 'about/contactUs', 'routes.aboutContact'),
  about('/about/legal-notice', 'about/legalNotice', 'routes.aboutLegal'),
  about('/about/teachers-in', 'about/teachersIn', 'routes.aboutTeachersIn'),
  about('/about/aboutUserAgreement', 'about/userAgreement', 'routes.aboutUserAgreement'),
  about('/about/aboutPriAgreement', 'about/privacyAgreement', 'routes.aboutPrivacyAgreement'),
  about('/about/tender-announcement', 'about/tenderAnnouncement', 'routes.aboutTender'),
  desktop('/personal/collected', 'personal/collected', 'routes.personalCollected', auth),
  desktop('/personal/feckback', 'personal/feedback', 'routes.personalFeedback', auth),
  desktop('/personal/notification', 'personal/notification', 'routes.personalNotification', auth),
  desktop('/personal/my-course', 'personal/myCourse', 'routes.personalMyCourse', auth),
  desktop('/personal/my-course-chapter', 'personal/myCourseChapter', 'routes.personalMyCourseChapter', auth),
  desktop('/personal/order', 'personal/order', 'routes.personalOrder', auth),
  desktop('/personal/order-detail', 'personal/orderDetail', 'routes.personalOrderDetail', auth),
  desktop('/personal/order-change', 'personal/orderChange', 'routes.personalOrderChange', auth),
  desktop('/personal/setting', 'personal/setting', 'routes.personalSetting', auth),
  desktop('/order-detail-share', 'desktop/orderDetailShare', 'routes.orderDetailShare', { ...auth, ...jump }),
  desktop('/search', 'desktop/search', 'routes.search', kept),
  desktop('/video', 'desktop/video', 'routes.video', auth),
  desktop('/small-video', 'desktop/smallVideo', 'routes.smallVideo', auth),
  bare('/webAgreement', 'bare/webAgreement', 'routes.webAgreement'),
  bare('/businesslicense', 'bare/businessLicense', 'routes.businessLicense'),
  bare('/saleslicence', 'bare/salesLicence', 'routes.salesLicence'),
  desktop('/error/500', 'desktop/serverError', 'routes.serverError'),

  mobile('/m/home', 'mobile/home', 'routes.mobileHome'),
  mobile('/m/gift', 'mobile/gift', 'routes.mobileGift'),
  mobile('/m/about', 'mobile/about', 'routes.mobileAbout'),
  mobile('/m/course', 'mobile/course', 'routes.mobileCourse'),
  mobile('/m/ensure', 'mobile/ensure', 'routes.mobileEnsure'),
  mobile('/m/login', 'mobile/login', 'routes.mobileLogin'),
  mobile('/m/order-detail-share', 'mobile/orderDetailShare', 'routes.mobileOrderDetailShare', auth),
  mobile('/m/order/success', 'mobile/orderSuccess', 'routes.mobileOrderSuccess', auth),
  mobile('/m/download', 'mobile/download', 'routes.mobileDownload'),
  mobile('/m/me', 'mobile/me', 'routes.mobileMe', auth),

  manual('/manual/middleSchool', 'manual/middleSchool', 'routes.manualMiddleSchool'),
  manual('/manual/highSchool', 'manual/highSchool', 'routes.manualHighSchool'),

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
