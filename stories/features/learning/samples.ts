import type { MyCourseCardData } from '@/features/learning/MyCourseCard';
import type { OutlineChapterData } from '@/features/learning/LessonOutline';
import type { RecentLessonData } from '@/features/learning/RecentLearning';

export const sampleMyCourse: MyCourseCardData = {
  courseId: 12,
  title: '八年级数学《一次函数》同步精讲',
  coverUrl: '',
  teacherName: '王嘉怡',
  lessonCount: 16,
  finishedCount: 5,
  progress: 31,
  continueClassId: 106,
  started: true,
};

export const freshMyCourse: MyCourseCardData = {
  ...sampleMyCourse,
  courseId: 13,
  title: '八年级物理《光现象》专题课',
  teacherName: '陈思远',
  finishedCount: 0,
  progress: 0,
  continueClassId: 201,
  started: false,
};

export const sampleRecent: RecentLessonData[] = [
  {
    classId: 106,
    classTitle: '2.1 一次函数的图像：趣味导入',
    courseId: 12,
    courseTitle: sampleMyCourse.title,
    progress: 58,
    finished: false,
  },
  {
    classId: 105,
    classTitle: '1.2 一次函数的概念：例题精讲',
    courseId: 12,
    courseTitle: sampleMyCourse.title,
    progress: 100,
    finished: true,
  },
];

export const sampleOutline: OutlineChapterData[] = [
  {
    id: 1,
    title: '第一章 一次函数的概念',
    lessons: [
      {
        classId: 104,
        title: '1.1 一次函数的概念：趣味导入',
        durationSec: 600,
        isTrial: true,
        playable: true,
        state: 'finished',
        progress: 100,
        exerciseCount: 3,
      },
      {
        classId: 105,
        title: '1.2 一次函数的概念：例题精讲',
        durationSec: 780,
        isTrial: false,
        playable: true,
        state: 'finished',
        progress: 100,
        exerciseCount: 2,
      },
    ],
  },
  {
    id: 2,
    title: '第二章 一次函数的图像',
    lessons: [
      {
        classId: 106,
        title: '2.1 一次函数的图像：趣味导入',
        durationSec: 720,
        isTrial: false,
        playable: true,
        state: 'inProgress',
        progress: 58,
        exerciseCount: 3,
      },
      {
        classId: 107,
        title: '2.2 一次函数的图像：课后巩固',
        durationSec: 840,
        isTrial: false,
        playable: true,
        state: 'notStarted',
        progress: 0,
        exerciseCount: 0,
      },
    ],
  },
];

/** The same outline as seen before buying: only the trial lesson plays. */
export const lockedOutline: OutlineChapterData[] = sampleOutline.map((chapter) => ({
  ...chapter,
  lessons: chapter.lessons.map((lesson) => ({ ...lesson, playable: lesson.isTrial, state: 'notStarted', progress: 0 })),
}));
