import { sanitizeRichText } from '../../text/sanitize';
import type { DbExecutor } from '../client';
import { chapterClasses, chapters, courseCategories, courses, freeTrialCourses, gradeGroups, grades, videos } from '../schema';
import type { SeedContent } from './content';
import { assetUrl, LESSON_VIDEO_SECONDS } from './data';
import { indexBy, insertMany, lookup, yuanToCents } from './insert';

export interface CatalogIds {
  /** grade level (1..12) → grades.id */
  gradeIdByLevel: Map<number, number>;
  gradeNameByLevel: Map<number, string>;
  /** subject code → course_categories.id */
  categoryIdByCode: Map<string, number>;
  /** course code → courses.id */
  courseIdByCode: Map<string, number>;
  courseTitleById: Map<number, string>;
  coursePriceCentsById: Map<number, number>;
  /** `${courseCode}:${chapterIndex}:${classIndex}` (0-based positions) → chapter_classes.id */
  classIdByPosition: Map<string, number>;
}

/** Subjects of each grade whose paid course the free trial offers. */
export const TRIAL_SUBJECTS_PER_GRADE = 3;

/**
 * What the free-trial campaign (/freeCourse) offers: in every grade the first paid course of its first few
 * subjects, so each grade of the catalogue has a trial. A course sold at no charge needs no trial.
 */
export function trialCourses<T extends { gradeLevel: number; subject: string; price: number }>(all: readonly T[]): T[] {
  const byGrade = new Map<number, T[]>();
  for (const course of all) {
    if (course.price <= 0) continue;
    const chosen = byGrade.get(course.gradeLevel) ?? [];
    if (chosen.length < TRIAL_SUBJECTS_PER_GRADE && !chosen.some((other) => other.subject === course.subject)) {
      byGrade.set(course.gradeLevel, [...chosen, course]);
    }
  }
  return [...byGrade.keys()].sort((a, b) => a - b).flatMap((level) => byGrade.get(level) ?? []);
}

export async function seedCatalog(db: DbExecutor, content: SeedContent): Promise<CatalogIds> {
  // The school grades come with the migrations (0017); the content's own are added only where one is missing.
  await db
    .insert(gradeGroups)
    .values(content.gradeGroups.map((group) => ({ name: group.gradeName, stage: group.stage, sort: group.sortOrder })))
    .onConflictDoNothing();
  const groupIdByStage = indexBy(
    await db.select().from(gradeGroups),
    (g) => g.stage as string,
    (g) => g.id,
    '学段',
  );

  const gradeRows = content.gradeGroups.flatMap((group) =>
    group.grades.map((grade) => ({
      groupId: lookup(groupIdByStage, group.stage, '学段'),
      name: grade.name,
      level: grade.level,
      sort: grade.level,
    })),
  );
  await db.insert(grades).values(gradeRows).onConflictDoNothing();
  const insertedGrades = await db.select().from(grades);
  const gradeIdByLevel = indexBy(
    insertedGrades,
    (g) => g.level,
    (g) => g.id,
    '年级',
  );
  const gradeNameByLevel = indexBy(
    insertedGrades,
    (g) => g.level,
    (g) => g.name,
    '年级',
  );

  const insertedCategories = await insertMany(
    db,
    courseCategories,
    content.subjects.map((subject) => ({
      code: subject.code,
      name: subject.name,
      sort: subject.sortOrder,
      colorStart: subject.colors[0],
      colorEnd: subject.colors[1],
      stages: [...subject.stages],
    })),
  );
  const categoryIdByCode = indexBy(
    insertedCategories,
    (c) => c.code,
    (c) => c.id,
    '学科',
  );

  /** Exam-year courses (初三, 高三) come with a printed revision handbook, so their purchase asks for an address. */
  const shipsPrintedMaterial = (course: { price: number; gradeLevel: number }) =>
    course.price > 0 && (course.gradeLevel === 9 || course.gradeLevel === 12);

  const insertedCourses = await insertMany(
    db,
    courses,
    content.courses.map((course) => ({
      code: course.code,
      categoryId: lookup(categoryIdByCode, course.subject, '学科'),
      gradeId: lookup(gradeIdByLevel, course.gradeLevel, '年级'),
      title: course.title,
      subtitle: course.subtitle,
      coverUrl: assetUrl(course.coverPath),
      priceCents: yuanToCents(course.price),
      originalPriceCents: yuanToCents(course.originalPrice),
      descriptionHtml: sanitizeRichText(course.description),
      teacherName: course.teacherName,
      teacherIntro: course.teacherBio,
      teacherPhotoUrl: assetUrl(course.teacherPhotoPath),
      lessonCount: course.chapters.reduce((sum, chapter) => sum + chapter.classes.length, 0),
      studentCount: course.studentCount,
      tags: [...course.tags],
      isFree: course.price === 0,
      isHeadline: course.isHeadline,
      hasMaterials: shipsPrintedMaterial(course),
      sort: course.sortOrder,
    })),
  );
  const courseIdByCode = indexBy(
    insertedCourses,
    (c) => c.code,
    (c) => c.id,
    '课程',
  );
  const courseTitleById = indexBy(
    insertedCourses,
    (c) => c.id,
    (c) => c.title,
    '课程',
  );
  const coursePriceCentsById = indexBy(
    insertedCourses,
    (c) => c.id,
    (c) => c.priceCents,
    '课程',
  );

  const chapterRows = content.courses.flatMap((course) =>
    course.chapters.map((chapter) => ({
      courseId: lookup(courseIdByCode, course.code, '课程'),
      title: chapter.title,
      summary: chapter.summary,
      sort: chapter.sortOrder,
    })),
  );
  const insertedChapters = await insertMany(db, chapters, chapterRows);
  const chapterIdByKey = indexBy(
    insertedChapters,
    (c) => `${c.courseId}:${c.sort}`,
    (c) => c.id,
    '章节序号',
  );

  // Lessons share a few media files, so one videos row per distinct file.
  const videoKey = (videoFile: string, posterPath: string) => `${videoFile}|${posterPath}`;
  const distinctVideos = new Map<string, { url: string; posterUrl: string; durationSec: number }>();
  for (const course of content.courses) {
    for (const chapter of course.chapters) {
      for (const lesson of chapter.classes) {
        distinctVideos.set(videoKey(lesson.videoFile, lesson.posterPath), {
          // a media file name, not an address: the player gets a signed address for it
          url: lesson.videoFile,
          posterUrl: assetUrl(lesson.posterPath),
          durationSec: LESSON_VIDEO_SECONDS,
        });
      }
    }
  }
  const videoEntries = [...distinctVideos.entries()];
  const insertedVideos = await insertMany(
    db,
    videos,
    videoEntries.map(([, video]) => video),
  );
  const videoIdByKey = new Map(videoEntries.map(([key], index) => [key, insertedVideos[index]!.id]));

  const classRows = content.courses.flatMap((course) => {
    const courseId = lookup(courseIdByCode, course.code, '课程');
    return course.chapters.flatMap((chapter) =>
      chapter.classes.map((lesson) => ({
        chapterId: lookup(chapterIdByKey, `${courseId}:${chapter.sortOrder}`, '章节'),
        title: lesson.title,
        sort: lesson.sortOrder,
        videoId: lookup(videoIdByKey, videoKey(lesson.videoFile, lesson.posterPath), '视频'),
        durationSec: lesson.durationSec,
        isTrial: lesson.isTrial,
      })),
    );
  });
  const insertedClasses = await insertMany(db, chapterClasses, classRows);
  const classIdByChapterSort = indexBy(
    insertedClasses,
    (c) => `${c.chapterId}:${c.sort}`,
    (c) => c.id,
    '课时序号',
  );

  const classIdByPosition = new Map<string, number>();
  for (const course of content.courses) {
    const courseId = lookup(courseIdByCode, course.code, '课程');
    course.chapters.forEach((chapter, chapterIndex) => {
      const chapterId = lookup(chapterIdByKey, `${courseId}:${chapter.sortOrder}`, '章节');
      chapter.classes.forEach((lesson, classIndex) => {
        classIdByPosition.set(
          `${course.code}:${chapterIndex}:${classIndex}`,
          lookup(classIdByChapterSort, `${chapterId}:${lesson.sortOrder}`, '课时'),
        );
      });
    });
  }

  await insertMany(
    db,
    freeTrialCourses,
    trialCourses(content.courses).map((course, index) => ({
      courseId: lookup(courseIdByCode, course.code, '课程'),
      sort: index + 1,
    })),
  );

  return {
    gradeIdByLevel,
    gradeNameByLevel,
    categoryIdByCode,
    courseIdByCode,
    courseTitleById,
    coursePriceCentsById,
    classIdByPosition,
  };
}
