import { routes as routeTitles } from '../../../src/i18n/locales/zh-CN/routes';

/*
 * The pages of the route table as the server describes them to search engines and share cards. The route
 * table itself lives with the browser code (src/app), which the server does not import; a test checks this
 * list against it path by path, so the two cannot drift. Titles come from the zh-CN route catalog, the same
 * strings the browser puts in the tab after load.
 */

export type RouteTitleKey = Exclude<keyof typeof routeTitles, 'defaultTitle'>;
export type RecordKind = 'course' | 'article' | 'tutor';

export const SITE_NAME: string = routeTitles.defaultTitle;
export const SITE_DESCRIPTION = '学伴在线：面向中小学生的在线课程与学习辅导平台，提供同步课程、名师讲解、练习测评与学习报告。';

/** A query parameter holding the id of what the page shows; it is part of the page's canonical address. */
export interface PageSubject {
  param: string;
  /** Whose title, description and picture the page takes; absent when the page keeps its own. */
  record?: RecordKind;
  /** Without the parameter the page is a list of its own (tender announcements) rather than a missing record. */
  optional?: boolean;
  /** The record's picture opens the page (drawn large at the top): the HTML preloads it. */
  leadImage?: boolean;
}

export interface SitePage {
  path: string;
  title: RouteTitleKey;
  description: string;
  /** Open to search engines; the others carry noindex and stay out of the sitemap. */
  indexed: boolean;
  subject?: PageSubject;
  /** The page opens with the banner carousel: the HTML preloads its first picture. */
  leadBanner?: boolean;
}

function indexed(path: string, title: RouteTitleKey, description: string, subject?: PageSubject): SitePage {
  return { path, title, description, indexed: true, ...(subject ? { subject } : {}) };
}

/** Pages behind a login, login and campaign screens, personal reports and error views. */
function hidden(path: string, title: RouteTitleKey): SitePage {
  return { path, title, description: SITE_DESCRIPTION, indexed: false };
}

const liveSignup = (channel: 'Tiktok' | 'Tencent' | 'Headlines'): SitePage[] => [
  hidden(`/liveSignup${channel}/index`, `liveSignup${channel}`),
  hidden(`/liveSignup${channel}/payment-login`, 'liveSignupLogin'),
  hidden(`/liveSignup${channel}/payment-detail`, 'liveSignupPayment'),
];

export const sitePages: readonly SitePage[] = [
  { ...indexed('/home', 'home', SITE_DESCRIPTION), leadBanner: true },
  indexed('/register', 'register', '注册学伴在线账号，选择年级后即可试看课程、购买课程并查看学习报告。'),
  indexed('/fackback', 'feedback', '向学伴在线提交投诉与建议，无需登录，我们会在 2 个工作日内处理。'),
  indexed('/faq/table', 'faqTable', '学伴在线现行的课程收费项目与收费标准，具体以课程页面与订单金额为准。'),
  indexed('/faq/trainer', 'faqTrainer', '关于成为学伴在线主讲教师或学霸导师的常见问题解答。'),
  indexed('/course', 'course', '按学段、年级和学科浏览学伴在线从一年级到高三的同步课程体系。'),
  indexed('/course/more', 'courseMore', '按学科与年级筛选学伴在线的全部课程，查看课时、主讲老师与价格。'),
  indexed('/course/chapter', 'courseChapter', '学伴在线课程的章节目录、试看课时与学员评价。', {
    param: 'courseId',
    record: 'course',
    leadImage: true,
  }),
  indexed('/course/chaptersub', 'courseChapterSub', '学伴在线课程章节的课时、视频与随堂练习。', { param: 'chapterId' }),
  hidden('/course/purchase', 'coursePurchase'),
  hidden('/course/purchase-alipay-payment', 'coursePurchaseAlipay'),
  indexed('/news', 'news', '升学政策解读、学习方法与家庭教育资讯，由学伴在线教研团队持续更新。'),
  indexed('/news/detail', 'newsDetail', '学伴在线升学资讯：政策解读、学习方法与家庭教育。', {
    param: 'id',
    record: 'article',
    leadImage: true,
  }),
  indexed('/smarter', 'smarter', '来自清华、北大等高校的学霸导师，按学科和年级找到适合孩子的学习伙伴。'),
  indexed('/smarter/detail', 'smarterDetail', '学伴在线学霸导师的学校、专业、辅导年级与学习经验。', {
    param: 'id',
    record: 'tutor',
  }),
  indexed(
    '/about/cooperation',
    'aboutCooperation',
    '与学伴在线开展机构、渠道与内容合作：在线留言后，商务团队会在 3 个工作日内与您联系。',
  ),
  indexed(
    '/about/acontact-ensure',
    'aboutEnsure',
    '输入对方的微信号或手机号，核验是否为学伴在线官方课程顾问，谨防冒充顾问的诈骗。',
  ),
  indexed('/about/contact-us', 'aboutContact', '学伴在线的客服电话、服务时间、公司地址与官方公众号。'),
  indexed('/about/legal-notice', 'aboutLegal', '学伴在线网站的法律声明。'),
  indexed('/about/teachers-in', 'aboutTeachersIn', '申请成为学伴在线的主讲教师：提交教学经历与简历，7 个工作日内完成初审。'),
  indexed('/about/aboutUserAgreement', 'aboutUserAgreement', '学伴在线用户协议。'),
  indexed('/about/aboutPriAgreement', 'aboutPrivacyAgreement', '学伴在线隐私政策：我们如何收集、使用和保护您的个人信息。'),
  indexed('/about/tender-announcement', 'aboutTender', '学伴在线公开发布的采购与招标信息。', {
    param: 'id',
    optional: true,
  }),
  hidden('/personal/collected', 'personalCollected'),
  hidden('/personal/feckback', 'personalFeedback'),
  hidden('/personal/notification', 'personalNotification'),
  hidden('/personal/my-course', 'personalMyCourse'),
  hidden('/personal/my-course-chapter', 'personalMyCourseChapter'),
  hidden('/personal/order', 'personalOrder'),
  hidden('/personal/order-detail', 'personalOrderDetail'),
  hidden('/personal/order-change', 'personalOrderChange'),
  hidden('/personal/setting', 'personalSetting'),
  hidden('/order-detail-share', 'orderDetailShare'),
  // Result pages of the site's own search are thin copies of the lists; search engines advise against indexing them.
  hidden('/search', 'search'),
  hidden('/video', 'video'),
  hidden('/small-video', 'smallVideo'),
  indexed('/webAgreement', 'webAgreement', '学伴在线用户服务协议。'),
  indexed('/businesslicense', 'businessLicense', '学伴在线的营业执照。'),
  indexed('/saleslicence', 'salesLicence', '学伴在线的增值电信业务经营许可证。'),
  hidden('/error/500', 'serverError'),

  {
    ...indexed('/m/home', 'mobileHome', '学伴在线手机版：中小学同步课程、学霸导师与升学资讯，随时随地学习。'),
    leadBanner: true,
  },
  indexed('/m/gift', 'mobileGift', '领取学伴在线的学习礼包。'),
  indexed('/m/about', 'mobileAbout', '了解学伴在线：面向中小学生的在线课程与学习辅导平台。'),
  indexed('/m/course', 'mobileCourse', '学伴在线课程体系：小学、初中、高中各年级的同步课程。'),
  indexed('/m/ensure', 'mobileEnsure', '核验课程顾问的微信号或手机号，谨防冒充学伴在线顾问的诈骗。'),
  hidden('/m/login', 'mobileLogin'),
  hidden('/m/order-detail-share', 'mobileOrderDetailShare'),
  hidden('/m/order/success', 'mobileOrderSuccess'),
  hidden('/m/me', 'mobileMe'),
  indexed('/m/download', 'mobileDownload', '下载学伴 App，随时随地看课、做练习、查看学习报告。'),

  indexed('/manual/middleSchool', 'manualMiddleSchool', '学伴在线教研团队编写的初中学习手册，写给初中学生和家长。'),
  indexed('/manual/highSchool', 'manualHighSchool', '学伴在线教研团队编写的高中学习手册，写给高中学生和家长。'),

  hidden('/e/login', 'evaluationLogin'),
  hidden('/e/wxCode', 'evaluationWxCode'),
  hidden('/e/eCode', 'evaluationCode'),
  hidden('/e/retrieve-password', 'evaluationRetrievePassword'),
  hidden('/e/set-password', 'evaluationSetPassword'),
  hidden('/e/next-step-login', 'evaluationNextStepLogin'),
  hidden('/e/user-agreement', 'evaluationUserAgreement'),
  hidden('/e/privacy-agrement', 'evaluationPrivacyAgreement'),
  hidden('/e/view-pdf', 'evaluationViewPdf'),
  hidden('/e/report', 'evaluationReport'),
  hidden('/e/recommend-exercises', 'evaluationRecommendExercises'),
  hidden('/e/exercise-test-paper', 'evaluationExerciseTestPaper'),
  hidden('/e/exercises-detail', 'evaluationExercisesDetail'),
  hidden('/e/curriculum-detail', 'evaluationCurriculumDetail'),
  hidden('/e/order-detail', 'evaluationOrderDetail'),
  hidden('/e/mode-detail', 'evaluationModeDetail'),

  hidden('/freeCourse/home', 'freeCourseHome'),
  hidden('/freeCourse/watch', 'freeCourseWatch'),
  hidden('/myCourse/login', 'myCourseLogin'),
  hidden('/myCourse/index', 'myCourseIndex'),
  hidden('/myCourse/send', 'myCourseSend'),
  hidden('/myCourse/video', 'myCourseVideo'),
  ...liveSignup('Tiktok'),
  ...liveSignup('Tencent'),
  ...liveSignup('Headlines'),
  hidden('/checkService/index', 'checkService'),
  hidden('/parentCode/bindPhoneCode', 'parentBindPhoneCode'),
  hidden('/parentCode/bindParentCode', 'parentBindParentCode'),
  hidden('/parentCode/choiceRelationship', 'parentChoiceRelationship'),
  hidden('/parentCode/relationshipList', 'parentRelationshipList'),
  hidden('/parentCode/bindCodeFull', 'parentBindCodeFull'),
  hidden('/simgle/page', 'simglePage'),

  hidden('/studymag/report', 'studymagReport'),
  hidden('/studymag/plan', 'studymagPlan'),
  hidden('/studymag/detail/exercise', 'studymagExerciseDetail'),
  hidden('/studymag/detail/learning', 'studymagLearningDetail'),
];

/** Addresses the browser sends on to another page before drawing anything (the route table's redirects). */
export const pageRedirects: Readonly<Record<string, string>> = {
  '/': '/home',
  '/about': '/about/cooperation',
  '/m': '/m/home',
  '/studymag': '/studymag/report',
};

export function titleOf(key: RouteTitleKey): string {
  return routeTitles[key];
}

/** Paths match as in the browser: without regard to case or trailing slashes. */
function pathKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

const pagesByKey = new Map(sitePages.map((page) => [pathKey(page.path), page]));
const redirectsByKey = new Map(Object.entries(pageRedirects).map(([from, to]) => [pathKey(from), to]));

/** The page the browser ends up drawing for a path, after its redirects; undefined for its not-found view. */
export function findSitePage(pathname: string): SitePage | undefined {
  let key = pathKey(pathname);
  for (let hops = 0; hops < redirectsByKey.size; hops += 1) {
    const target = redirectsByKey.get(key);
    if (target === undefined) break;
    key = pathKey(target);
  }
  return pagesByKey.get(key);
}
