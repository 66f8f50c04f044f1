import type { SchoolStage } from '../../../../../../contract/vocabulary/stages';
import type { OrderStatus, PayMethod as AnyPayMethod } from '../../../../../../contract/vocabulary/orders';

/**
 * Shapes of the demo content. Asset paths (`coverPath`, `photoPath`, `qrPath`, …) are relative to
 * `server/assets/` (served under `/assets/`); inside HTML fields images are written as `/assets/<path>`.
 * Cross references use the stable `code` of the target record; where an index is also given it is the
 * position of that record in its exported array.
 */

export type Stage = SchoolStage;

export interface Grade {
  /** 1 = 一年级 … 6 = 六年级, 7 = 初一 … 9 = 初三, 10 = 高一 … 12 = 高三 */
  level: number;
  name: string;
  stage: Stage;
}

export interface GradeGroup {
  /** 小学 / 初中 / 高中 */
  gradeName: string;
  stage: Stage;
  sortOrder: number;
  grades: Grade[];
}

export type SubjectCode =
  'chinese' | 'math' | 'english' | 'physics' | 'chemistry' | 'biology' | 'history' | 'geography' | 'politics' | 'coding';

export interface Subject {
  code: SubjectCode;
  /** 语文, 数学 … */
  name: string;
  sortOrder: number;
  /** gradient start and end colours used by covers */
  colors: readonly [string, string];
  /** stages in which the subject is offered */
  stages: Stage[];
}

export interface CourseClass {
  title: string;
  durationSec: number;
  /** the first class of every course is a free trial */
  isTrial: boolean;
  /** file name under server/media/video */
  videoFile: string;
  posterPath: string;
  sortOrder: number;
}

export interface CourseChapter {
  title: string;
  summary: string;
  sortOrder: number;
  classes: CourseClass[];
}

export interface Course {
  /** stable key, also the cover file name, e.g. `math-g8-01` */
  code: string;
  title: string;
  subtitle: string;
  gradeLevel: number;
  subject: SubjectCode;
  /** yuan; 0 means free */
  price: number;
  originalPrice: number;
  teacherName: string;
  /** A few sentences about the teacher, shown beside the course outline. */
  teacherBio: string;
  /** Generated portrait of the teacher, under server/assets. */
  teacherPhotoPath: string;
  /** HTML using <h3>, <p>, <ul>/<li> */
  description: string;
  isHeadline: boolean;
  coverPath: string;
  /** number of enrolled learners shown on cards */
  studentCount: number;
  tags: string[];
  sortOrder: number;
  chapters: CourseChapter[];
}

export interface Tutor {
  code: string;
  name: string;
  gender: 'male' | 'female';
  school: string;
  major: string;
  /** grade the tutor coaches, e.g. 初二 or 高三 */
  gradeName: string;
  gradeLevel: number;
  subject: SubjectCode;
  achievements: string[];
  intro: string;
  photoPath: string;
  sortOrder: number;
}

export type NewsCategoryCode = 'admission' | 'method' | 'family' | 'platform' | 'policy';

export interface NewsCategory {
  code: NewsCategoryCode;
  /** 升学资讯, 学习方法, 家庭教育, 平台动态, 政策解读 */
  name: string;
  sortOrder: number;
}

export interface NewsArticle {
  code: string;
  category: NewsCategoryCode;
  title: string;
  summary: string;
  author: string;
  /** ISO 8601 with +08:00 offset */
  publishedAt: string;
  coverPath: string;
  contentHtml: string;
  views: number;
  isTop: boolean;
}

export interface StudentPraise {
  /** masked, e.g. 王同学 */
  studentName: string;
  school: string;
  gradeName: string;
  gradeLevel: number;
  province: string;
  city: string;
  lat: number;
  lng: number;
  content: string;
  courseCode: string;
  createdAt: string;
}

export interface FeeItem {
  /** 项目 */
  item: string;
  /** 收费标准 */
  standard: string;
  /** 说明 */
  note: string;
  sortOrder: number;
}

export interface FaqEntry {
  question: string;
  answer: string;
  sortOrder: number;
}

export interface Tender {
  /** Project number, unique: XB-ZB-2026-003, or with -GS for its result notice. */
  code: string;
  title: string;
  summary: string;
  status: 'open' | 'closed' | 'awarded';
  /** HTML using <h3>, <p>, lists */
  contentHtml: string;
  contact: string;
  /** ISO 8601 with +08:00 offset */
  publishedAt: string;
  deadline: string | null;
}

export type SitePageKey =
  | 'about'
  | 'cooperation'
  | 'contact-us'
  | 'legal-notice'
  | 'adviser-ensure'
  | 'teachers-in'
  | 'user-agreement'
  | 'privacy-agreement'
  | 'web-agreement'
  | 'business-license'
  | 'sales-licence'
  | 'manual-middle-school'
  | 'manual-high-school';

export interface SitePage {
  key: SitePageKey;
  title: string;
  contentHtml: string;
  /** ISO date (YYYY-MM-DD) of the current version */
  updatedAt: string;
}

export interface Adviser {
  code: string;
  name: string;
  wechatAccount: string;
  phone: string;
  qrPath: string;
  /** text encoded in the QR image */
  qrContent: string;
  /** grade stages the adviser serves */
  stages: Stage[];
  intro: string;
}

export interface OfficialAccount {
  name: string;
  account: string;
  intro: string;
  qrPath: string;
  qrContent: string;
}

export interface District {
  code: string;
  name: string;
}

export interface City {
  code: string;
  name: string;
  districts: District[];
}

export type ProvinceKind = 'municipality' | 'province' | 'autonomous-region' | 'special-administrative-region';

export interface Province {
  /** six-digit administrative division code, e.g. 110000 */
  code: string;
  name: string;
  shortName: string;
  kind: ProvinceKind;
  /** empty for provinces whose cities are not part of the demo data */
  cities: City[];
}

export interface BasicData {
  platformName: string;
  platformId: string;
  smssigncode: string;
  videosigncode: string;
  companyName: string;
  companyAddress: string;
  customerServicePhone: string;
  customerServiceHours: string;
  copyright: string;
  icpRecords: string[];
  publicSecurityRecord: string;
  /** where to obtain the mobile app; the demo ships no installer */
  appDownload: { androidPath?: string; iosUrl?: string; androidNote: string; iosNote: string; downloadPage: string };
  errorImagePath: string;
  defaultImagePath: string;
}

export interface Banner {
  title: string;
  subtitle: string;
  imagePath: string;
  /** in-app route, never an external address */
  linkPath: string;
  courseCode: string | null;
  sortOrder: number;
}

export interface DemoAccount {
  phone: string;
  /** plain demo password; the seed hashes it */
  password: string;
  nickname: string;
  gradeLevel: number;
  gender: 'male' | 'female';
  school: string;
  province: string;
  city: string;
  avatarPath: string;
}

export type { OrderStatus };
/** The demo orders were paid with one of these. */
export type PayMethod = Extract<AnyPayMethod, 'alipay' | 'weixin'>;

export interface DemoOrderItem {
  courseCode: string;
  courseIndex: number;
  /** The course's selling price and its list price (原价) when it was sold. */
  price: number;
  listPrice: number;
}

export interface DemoOrder {
  orderNo: string;
  status: OrderStatus;
  payMethod: PayMethod | null;
  createdAt: string;
  paidAt: string | null;
  /** sum of item prices minus discountAmount */
  totalAmount: number;
  /** A reduction beyond the courses' selling prices (a seasonal offer); the order's 优惠 also counts list − selling. */
  discountAmount: number;
  remark: string;
  items: DemoOrderItem[];
}

export interface DemoShipment {
  orderNo: string;
  company: string;
  trackingNo: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  events: { at: string; description: string; location: string }[];
}

export type CollectionKind = 'course' | 'news' | 'tutor';

export interface DemoCollection {
  kind: CollectionKind;
  /** code of the course, news article or tutor */
  targetCode: string;
  createdAt: string;
}

export type NotificationKind = 'system' | 'order' | 'course' | 'activity';

export interface DemoNotification {
  kind: NotificationKind;
  title: string;
  content: string;
  createdAt: string;
  isRead: boolean;
  /** related record, e.g. an order number or course code */
  objectCode: string | null;
}

/**
 * A week of the demo's own calendar (its Monday) that gets a weekly report, or a plan: the seed moves it to the weeks
 * before the seeding and builds the report and the plan from the demo student's records, as the weekly job does.
 */
export interface DemoStudyWeek {
  weekStart: string;
}

export interface LearningRecord {
  courseCode: string;
  chapterIndex: number;
  classIndex: number;
  watchedSec: number;
  /** 0..100 */
  progress: number;
  lastStudiedAt: string;
}

export interface ExerciseRecord {
  exerciseCode: string;
  chosen: OptionKey;
  isCorrect: boolean;
  spentSec: number;
  answeredAt: string;
}

export type OptionKey = 'A' | 'B' | 'C' | 'D';

export interface ExerciseOption {
  key: OptionKey;
  text: string;
}

export interface Exercise {
  code: string;
  subject: SubjectCode;
  gradeLevel: number;
  knowledgePoint: string;
  /** 1 easy, 2 medium, 3 hard */
  difficulty: 1 | 2 | 3;
  /** single (default), multiple (several right options) or fill (blanks). */
  kind: 'single' | 'multiple' | 'fill';
  stem: string;
  /** Empty for fill-in questions. */
  options: ExerciseOption[];
  /** Single choice only; null for the other kinds. */
  answer: OptionKey | null;
  /** Multiple choice: every right option. */
  answerKeys: OptionKey[];
  /** Fill-in: the accepted answers of each blank, the first one shown as the right answer. */
  blanks: { accepted: string[] }[];
  analysis: string;
}

export interface TestPaper {
  code: string;
  title: string;
  subject: SubjectCode;
  gradeLevel: number;
  durationMin: number;
  /** score per question is totalScore / exerciseCodes.length */
  totalScore: number;
  description: string;
  exerciseCodes: string[];
}

export interface RecommendedExercise {
  exerciseCode: string;
  reason: string;
  weakPoint: string;
}

/** Feedback the demo student sent, with support's replies (oldest first). */
export interface DemoFeedback {
  type: string;
  content: string;
  createdAt: string;
  replies: { content: string; createdAt: string }[];
}

export interface DemoStudentExtras {
  orders: DemoOrder[];
  collections: DemoCollection[];
  notifications: DemoNotification[];
  feedback: DemoFeedback[];
  /** The weeks with a report, oldest first. */
  studyReports: DemoStudyWeek[];
  /** The weeks with a plan, each built from the report of the week before it. */
  studyPlans: DemoStudyWeek[];
  learningRecords: LearningRecord[];
  exerciseRecords: ExerciseRecord[];
}
