import * as data from '../../../server/src/db/seed/data/index';

/** Every exported data set, for checks that walk the whole content. */
export const allData = {
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
};

/** Walks any value and yields every string it contains together with its property path. */
export function* stringsIn(value: unknown, path = '$'): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path, value];
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* stringsIn(value[i], `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, `${path}.${key}`);
  }
}
