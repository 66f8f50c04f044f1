import { routePages } from '@/app/routes';
import type { ChunkLoader } from './lazyPages';

export type PageLoader = ChunkLoader;

/*
 * The one place that maps the route table's page ids to page chunks. A page id added to the route table
 * needs its module here; the page registry test fails until it has one.
 */

const notFoundPage: PageLoader = () => import('@/pages/desktop/notFound/NotFoundPage');

export const pageModules = {
  'desktop/notFound': notFoundPage,
  'mobile/notFound': notFoundPage,
  'desktop/serverError': () => import('@/pages/desktop/serverError/ServerErrorPage'),
  'desktop/register': () => import('@/pages/desktop/register/RegisterPage'),
  'personal/setting': () => import('@/pages/personal/setting/SettingPage'),
  'desktop/home': () => import('@/pages/desktop/home/HomePage'),
  'desktop/course': () => import('@/pages/desktop/course/CoursePage'),
  'desktop/courseMore': () => import('@/pages/desktop/courseMore/CourseMorePage'),
  'desktop/courseChapter': () => import('@/pages/desktop/courseChapter/CourseChapterPage'),
  'desktop/courseChapterSub': () => import('@/pages/desktop/courseChapterSub/CourseChapterSubPage'),
  'desktop/news': () => import('@/pages/desktop/news/NewsPage'),
  'desktop/newsDetail': () => import('@/pages/desktop/newsDetail/NewsDetailPage'),
  'desktop/smarter': () => import('@/pages/desktop/smarter/SmarterPage'),
  'desktop/smarterDetail': () => import('@/pages/desktop/smarterDetail/SmarterDetailPage'),
  'desktop/search': () => import('@/pages/desktop/search/SearchPage'),
  'desktop/feedback': () => import('@/pages/desktop/feedback/FeedbackPage'),
  'desktop/faqTable': () => import('@/pages/desktop/faqTable/FaqTablePage'),
  'desktop/faqTrainer': () => import('@/pages/desktop/faqTrainer/FaqTrainerPage'),
  'about/cooperation': () => import('@/pages/about/cooperation/CooperationPage'),
  'about/contactEnsure': () => import('@/pages/about/contactEnsure/ContactEnsurePage'),
  'about/contactUs': () => import('@/pages/about/contactUs/ContactUsPage'),
  'about/legalNotice': () => import('@/pages/about/legalNotice/LegalNoticePage'),
  'about/teachersIn': () => import('@/pages/about/teachersIn/TeachersInPage'),
  'about/userAgreement': () => import('@/pages/about/userAgreement/UserAgreementPage'),
  'about/privacyAgreement': () => import('@/pages/about/privacyAgreement/PrivacyAgreementPage'),
  'about/tenderAnnouncement': () => import('@/pages/about/tenderAnnouncement/TenderAnnouncementPage'),
  'bare/webAgreement': () => import('@/pages/bare/webAgreement/WebAgreementPage'),
  'bare/businessLicense': () => import('@/pages/bare/businessLicense/BusinessLicensePage'),
  'bare/salesLicence': () => import('@/pages/bare/salesLicence/SalesLicencePage'),
  'manual/middleSchool': () => import('@/pages/manual/middleSchool/MiddleSchoolPage'),
  'manual/highSchool': () => import('@/pages/manual/highSchool/HighSchoolPage'),
  'desktop/coursePurchase': () => import('@/pages/desktop/coursePurchase/CoursePurchasePage'),
  'desktop/coursePurchaseAlipay': () => import('@/pages/desktop/coursePurchaseAlipay/CoursePurchaseAlipayPage'),
  'personal/order': () => import('@/pages/personal/order/OrderPage'),
  'personal/orderDetail': () => import('@/pages/personal/orderDetail/OrderDetailPage'),
  'personal/orderChange': () => import('@/pages/personal/orderChange/OrderChangePage'),
  'desktop/orderDetailShare': () => import('@/pages/desktop/orderDetailShare/OrderDetailSharePage'),
  'mobile/orderDetailShare': () => import('@/pages/mobile/orderDetailShare/MobileOrderDetailSharePage'),
  'mobile/orderSuccess': () => import('@/pages/mobile/orderSuccess/MobileOrderSuccessPage'),
  'mobile/home': () => import('@/pages/mobile/home/MobileHomePage'),
  'mobile/course': () => import('@/pages/mobile/course/MobileCoursePage'),
  'mobile/about': () => import('@/pages/mobile/about/MobileAboutPage'),
  'mobile/ensure': () => import('@/pages/mobile/ensure/MobileEnsurePage'),
  'mobile/login': () => import('@/pages/mobile/login/MobileLoginPage'),
  'mobile/gift': () => import('@/pages/mobile/gift/MobileGiftPage'),
  'mobile/download': () => import('@/pages/mobile/download/MobileDownloadPage'),
  'campaign/liveSignupTiktok/index': () => import('@/pages/campaign/liveSignup/LiveSignupIndexPage'),
  'campaign/liveSignupTiktok/paymentLogin': () => import('@/pages/campaign/liveSignup/LiveSignupLoginPage'),
  'campaign/liveSignupTiktok/paymentDetail': () => import('@/pages/campaign/liveSignup/LiveSignupPaymentPage'),
  'campaign/liveSignupTencent/index': () => import('@/pages/campaign/liveSignup/LiveSignupIndexPage'),
  'campaign/liveSignupTencent/paymentLogin': () => import('@/pages/campaign/liveSignup/LiveSignupLoginPage'),
  'campaign/liveSignupTencent/paymentDetail': () => import('@/pages/campaign/liveSignup/LiveSignupPaymentPage'),
  'campaign/liveSignupHeadlines/index': () => import('@/pages/campaign/liveSignup/LiveSignupIndexPage'),
  'campaign/liveSignupHeadlines/paymentLogin': () => import('@/pages/campaign/liveSignup/LiveSignupLoginPage'),
  'campaign/liveSignupHeadlines/paymentDetail': () => import('@/pages/campaign/liveSignup/LiveSignupPaymentPage'),
  'campaign/freeCourse/home': () => import('@/pages/campaign/freeCourse/FreeCourseHomePage'),
  'campaign/freeCourse/watch': () => import('@/pages/campaign/freeCourse/FreeCourseWatchPage'),
  'campaign/myCourse/login': () => import('@/pages/campaign/myCourse/MyCourseLoginPage'),
  'campaign/myCourse/index': () => import('@/pages/campaign/myCourse/MyCourseIndexPage'),
  'campaign/myCourse/send': () => import('@/pages/campaign/myCourse/MyCourseSendPage'),
  'campaign/myCourse/video': () => import('@/pages/campaign/myCourse/MyCourseVideoPage'),
  'campaign/checkService': () => import('@/pages/campaign/checkService/CheckServicePage'),
  'campaign/parentCode/bindPhoneCode': () => import('@/pages/campaign/parentCode/BindPhoneCodePage'),
  'campaign/parentCode/bindParentCode': () => import('@/pages/campaign/parentCode/BindParentCodePage'),
  'campaign/parentCode/choiceRelationship': () => import('@/pages/campaign/parentCode/ChoiceRelationshipPage'),
  'campaign/parentCode/relationshipList': () => import('@/pages/campaign/parentCode/RelationshipListPage'),
  'campaign/parentCode/bindCodeFull': () => import('@/pages/campaign/parentCode/BindCodeFullPage'),
  'campaign/simglePage': () => import('@/pages/campaign/simglePage/SimglePage'),
  'personal/myCourse': () => import('@/pages/personal/myCourse/MyCoursePage'),
  'personal/myCourseChapter': () => import('@/pages/personal/myCourseChapter/MyCourseChapterPage'),
  'desktop/video': () => import('@/pages/desktop/video/VideoPage'),
  'personal/collected': () => import('@/pages/personal/collected/CollectedPage'),
  'personal/notification': () => import('@/pages/personal/notification/NotificationPage'),
  'personal/feedback': () => import('@/pages/personal/feedback/PersonalFeedbackPage'),
  'desktop/smallVideo': () => import('@/pages/desktop/smallVideo/SmallVideoPage'),
  'evaluation/login': () => import('@/pages/evaluation/login/LoginPage'),
  'evaluation/wxCode': () => import('@/pages/evaluation/wxCode/WxCodePage'),
  'evaluation/eCode': () => import('@/pages/evaluation/eCode/ECodePage'),
  'evaluation/retrievePassword': () => import('@/pages/evaluation/retrievePassword/RetrievePasswordPage'),
  'evaluation/setPassword': () => import('@/pages/evaluation/setPassword/SetPasswordPage'),
  'evaluation/nextStepLogin': () => import('@/pages/evaluation/nextStepLogin/NextStepLoginPage'),
  'evaluation/userAgreement': () => import('@/pages/evaluation/userAgreement/UserAgreementPage'),
  'evaluation/privacyAgreement': () => import('@/pages/evaluation/privacyAgreement/PrivacyAgreementPage'),
  'evaluation/report': () => import('@/pages/evaluation/report/ReportPage'),
  'evaluation/recommendExercises': () => import('@/pages/evaluation/recommendExercises/RecommendExercisesPage'),
  'evaluation/exerciseTestPaper': () => import('@/pages/evaluation/exerciseTestPaper/ExerciseTestPaperPage'),
  'evaluation/exercisesDetail': () => import('@/pages/evaluation/exercisesDetail/ExercisesDetailPage'),
  'evaluation/curriculumDetail': () => import('@/pages/evaluation/curriculumDetail/CurriculumDetailPage'),
  'evaluation/orderDetail': () => import('@/pages/evaluation/orderDetail/OrderDetailPage'),
  'evaluation/modeDetail': () => import('@/pages/evaluation/modeDetail/ModeDetailPage'),
  'evaluation/viewPdf': () => import('@/pages/evaluation/viewPdf/ViewPdfPage'),
  'studymag/report': () => import('@/pages/studymag/report/ReportPage'),
  'studymag/plan': () => import('@/pages/studymag/plan/PlanPage'),
  'studymag/exerciseDetail': () => import('@/pages/studymag/exerciseDetail/ExerciseDetailPage'),
  'studymag/learningDetail': () => import('@/pages/studymag/learningDetail/LearningDetailPage'),
} as const satisfies Record<string, PageLoader>;

const modules: Readonly<Record<string, PageLoader>> = pageModules;

/**
 * Page id → chunk loader, for every page id of the route table. An id without a module (caught by the
 * page registry test before it ships) answers with the not-found page rather than a blank screen.
 */
export const pageLoaders: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  routePages.map((id) => [id, modules[id] ?? notFoundPage]),
);
