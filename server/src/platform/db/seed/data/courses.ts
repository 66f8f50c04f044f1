import { chapterSummary, courseFeatures, lessonTitles } from './course-lessons';
import { courseTeachers, teacherPhotoPath } from './course-teachers';
import { courseTopics, type CourseTopic } from './course-topics';
import { gradeByLevel } from './grades';
import { stableInt } from './hash';
import { LESSON_VIDEO_FILES, SAMPLE_POSTER_PATH } from './paths';
import { subjectByCode } from './subjects';
import type { Course, CourseChapter, Grade, SubjectCode } from './types';

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Subject label as printed on textbooks of that stage. */
export function subjectLabel(subject: SubjectCode, grade: Grade): string {
  if (subject === 'politics') return grade.stage === 'senior' ? '政治' : '道德与法治';
  if (subject === 'coding') return grade.stage === 'primary' && grade.level <= 4 ? '科学' : '编程';
  return subjectByCode(subject).name;
}

function originalPriceFor(price: number, key: string): number {
  if (price === 0) return stableInt(`${key}:orig`, 1, 3) * 100 - 1;
  const ratio = 1.2 + stableInt(`${key}:ratio`, 0, 4) / 10;
  return Math.ceil((price * ratio) / 100) * 100 - 20;
}

function buildChapters(topic: CourseTopic, code: string, grade: Grade): CourseChapter[] {
  let classCounter = 0;
  return topic.points.map((point, chapterIndex) => {
    const classCount = stableInt(`${code}:${chapterIndex}`, 2, 5);
    const titles = lessonTitles(topic.subject, grade.stage, point, chapterIndex, classCount);
    const minMinutes = grade.stage === 'primary' ? 8 : 12;
    const maxMinutes = grade.stage === 'primary' ? 15 : 28;
    return {
      title: `第${CHINESE_NUMERALS[chapterIndex] ?? chapterIndex + 1}章 ${point}`,
      summary: chapterSummary(topic.subject, grade.stage, point, chapterIndex),
      sortOrder: chapterIndex + 1,
      classes: titles.map((title, classIndex) => {
        classCounter += 1;
        return {
          title: `${chapterIndex + 1}.${classIndex + 1} ${title}`,
          durationSec: stableInt(`${code}:${chapterIndex}:${classIndex}`, minMinutes * 12, maxMinutes * 12) * 5,
          isTrial: classCounter === 1,
          videoFile: LESSON_VIDEO_FILES[(classCounter - 1) % LESSON_VIDEO_FILES.length]!,
          posterPath: SAMPLE_POSTER_PATH,
          sortOrder: classIndex + 1,
        };
      }),
    };
  });
}

function buildDescription(
  topic: CourseTopic,
  grade: Grade,
  teacherName: string,
  teacherBio: string,
  chapters: CourseChapter[],
): string {
  const classTotal = chapters.reduce((sum, chapter) => sum + chapter.classes.length, 0);
  const minutes = Math.round(chapters.reduce((sum, c) => sum + c.classes.reduce((s, k) => s + k.durationSec, 0), 0) / 60);
  const label = subjectLabel(topic.subject, grade);
  const audience =
    grade.stage === 'primary'
      ? `适合${grade.name}学生在家长陪伴下学习，也适合希望提前预习的低年级学生。`
      : grade.level === 9 || grade.level === 12
        ? `适合${grade.name}备考学生系统复习，也适合基础薄弱、希望查漏补缺的同学。`
        : `适合${grade.name}学生同步学习与课后提升，也适合需要复习巩固的高年级学生。`;
  const points = topic.points.map((p) => `<li>${p}</li>`).join('');
  const features = courseFeatures(topic.subject, grade.stage)
    .map((f) => `<li>${f}</li>`)
    .join('');
  return [
    '<h3>课程介绍</h3>',
    `<p>《${topic.topic}》是${grade.name}${label}的重点内容。本课程${topic.subtitle}，共${chapters.length}章${classTotal}讲，总时长约${minutes}分钟，每讲配有随堂练习，学完即可检验效果。</p>`,
    '<h3>你将学到</h3>',
    `<ul>${points}</ul>`,
    '<h3>课程特色</h3>',
    `<ul>${features}</ul>`,
    '<h3>适合学员</h3>',
    `<p>${audience}</p>`,
    '<h3>授课老师</h3>',
    `<p>${teacherName}老师：${teacherBio}</p>`,
    topic.price === 0
      ? '<p>本课程为免费课程，登录后即可观看全部内容。</p>'
      : '<p>购买后有效期为365天，可在“我的课程”中反复观看；首讲可免费试看。</p>',
  ].join('');
}

function buildTags(topic: CourseTopic, grade: Grade): string[] {
  const tags = [grade.name, subjectLabel(topic.subject, grade), topic.kind];
  if (topic.price === 0) tags.push('免费');
  if (topic.headline) tags.push('热门');
  if (grade.level === 9) tags.push('中考');
  if (grade.level === 12) tags.push('高考');
  return tags;
}

function buildCourses(): Course[] {
  const perSubjectGrade = new Map<string, number>();
  const teacherTurn = new Map<string, number>();
  return courseTopics.map((topic, index) => {
    const grade = gradeByLevel(topic.gradeLevel);
    const groupKey = `${topic.subject}-g${topic.gradeLevel}`;
    const serial = (perSubjectGrade.get(groupKey) ?? 0) + 1;
    perSubjectGrade.set(groupKey, serial);
    const code = `${groupKey}-${String(serial).padStart(2, '0')}`;

    const pool = courseTeachers[topic.subject].filter((t) => t.stages.includes(grade.stage));
    const turnKey = `${topic.subject}-${grade.stage}`;
    const turn = teacherTurn.get(turnKey) ?? 0;
    teacherTurn.set(turnKey, turn + 1);
    const teacher = pool[turn % pool.length] ?? courseTeachers[topic.subject][0];
    if (!teacher) throw new Error(`缺少授课老师：${topic.subject}`);

    const chapters = buildChapters(topic, code, grade);
    return {
      code,
      title: `${grade.name}${subjectLabel(topic.subject, grade)}《${topic.topic}》${topic.kind}`,
      subtitle: topic.subtitle,
      gradeLevel: topic.gradeLevel,
      subject: topic.subject,
      price: topic.price,
      originalPrice: originalPriceFor(topic.price, code),
      teacherName: teacher.name,
      teacherBio: teacher.bio,
      teacherPhotoPath: teacherPhotoPath(teacher.name),
      description: buildDescription(topic, grade, teacher.name, teacher.bio, chapters),
      isHeadline: topic.headline ?? false,
      coverPath: `covers/${code}.webp`,
      studentCount: stableInt(`${code}:students`, 30, 900) * 10 + (topic.headline ? 5000 : 0),
      tags: buildTags(topic, grade),
      sortOrder: index + 1,
      chapters,
    };
  });
}

export const courses: Course[] = buildCourses();

/** Position of a course in `courses`; throws on an unknown code so a typo fails at seed time. */
export function courseIndexByCode(code: string): number {
  const index = courses.findIndex((course) => course.code === code);
  if (index < 0) throw new Error(`课程不存在：${code}`);
  return index;
}
