export { ChapterOutline, chapterPath, LessonRows, lessonPath } from './ChapterOutline';
export type { ChapterOutlineProps, LessonRowsProps, OutlineChapter, OutlineLesson } from './ChapterOutline';
