import type { CourseHeroData } from './CourseHero';

/** A course as its detail page shows it, on the desktop site (/course/chapter) and on the mobile one (/m/course). */
export interface CourseDetail extends CourseHeroData {
  id: number;
  descriptionHtml: string;
  teacherIntro: string;
  teacherPhotoUrl: string;
}
