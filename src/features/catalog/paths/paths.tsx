import { createContext, useContext, type ReactNode } from 'react';
import { pathWith } from '@/lib/url';
import { href } from '@contract/addresses/href';

/**
 * Where catalogue links lead. The desktop site and the mobile site (/m) show the same cards, outlines and
 * grade navigation; only the pages those lead to differ, so the links come from here.
 */
export interface CatalogPaths {
  /** The course system filtered by stage, grade and subject. */
  courseSystem: (filter: { stage?: string | null; gradeId?: number | null; categoryId?: number | null }) => string;
  course: (courseId: number) => string;
  chapter: (chapterId: number) => string;
  lesson: (classId: number) => string;
}

export const desktopCatalogPaths: CatalogPaths = {
  courseSystem: (filter) => pathWith('/course', filter),
  course: (courseId) => href.courseChapter({ courseId }),
  chapter: (chapterId) => href.courseChapterSub({ chapterId }),
  lesson: (classId) => href.lesson({ classId }),
};

/** The mobile site keeps the course system, a course and its trial lessons on the one page /m/course. */
export const mobileCatalogPaths: CatalogPaths = {
  courseSystem: (filter) => pathWith('/m/course', filter),
  course: (courseId) => href.mobileCourse({ courseId }),
  chapter: (chapterId) => href.mobileCourseChapter({ chapterId }),
  lesson: (classId) => href.mobileTrialLesson({ classId }),
};

const CatalogPathsContext = createContext<CatalogPaths>(desktopCatalogPaths);

export function CatalogPathsProvider({ paths, children }: { paths: CatalogPaths; children: ReactNode }) {
  return <CatalogPathsContext.Provider value={paths}>{children}</CatalogPathsContext.Provider>;
}

export function useCatalogPaths(): CatalogPaths {
  return useContext(CatalogPathsContext);
}
