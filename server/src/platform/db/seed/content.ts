import * as data from './data';

/** Everything the seed writes; tests pass altered copies to exercise failure paths. */
export interface SeedContent {
  gradeGroups: readonly data.GradeGroup[];
  subjects: readonly data.Subject[];
  courses: readonly data.Course[];
  tutors: readonly data.Tutor[];
  newsCategories: readonly data.NewsCategory[];
  newsArticles: readonly data.NewsArticle[];
  studentPraises: readonly data.StudentPraise[];
  feeItems: readonly data.FeeItem[];
  trainerFaq: readonly data.FaqEntry[];
  sitePages: readonly data.SitePage[];
  tenders: readonly data.Tender[];
  advisers: readonly data.Adviser[];
  officialAccount: data.OfficialAccount;
  provinces: readonly data.Province[];
  basicData: data.BasicData;
  banners: readonly data.Banner[];
  exercises: readonly data.Exercise[];
  testPapers: readonly data.TestPaper[];
  recommendedExercises: readonly data.RecommendedExercise[];
  demoStudent: data.DemoAccount;
  evaluationAccount: data.DemoAccount;
  demoStudentExtras: data.DemoStudentExtras;
  clips: readonly data.DemoClip[];
}

export const demoContent: SeedContent = {
  gradeGroups: data.gradeGroups,
  subjects: data.subjects,
  courses: data.courses,
  tutors: data.tutors,
  newsCategories: data.newsCategories,
  newsArticles: data.newsArticles,
  studentPraises: data.studentPraises,
  feeItems: data.feeItems,
  trainerFaq: data.trainerFaq,
  sitePages: data.sitePages,
  tenders: data.tenders,
  advisers: data.advisers,
  officialAccount: data.officialAccount,
  provinces: data.provinces,
  basicData: data.basicData,
  banners: data.banners,
  exercises: data.exercises,
  testPapers: data.testPapers,
  recommendedExercises: data.recommendedExercises,
  demoStudent: data.demoStudent,
  evaluationAccount: data.evaluationAccount,
  demoStudentExtras: data.demoStudentExtras,
  clips: data.demoClips,
};
