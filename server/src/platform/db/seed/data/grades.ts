import type { Grade, GradeGroup, Stage } from './types';

const PRIMARY = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
const JUNIOR = ['初一', '初二', '初三'];
const SENIOR = ['高一', '高二', '高三'];

function makeGrades(names: string[], firstLevel: number, stage: Stage): Grade[] {
  return names.map((name, i) => ({ level: firstLevel + i, name, stage }));
}

export const gradeGroups: GradeGroup[] = [
  { gradeName: '小学', stage: 'primary', sortOrder: 1, grades: makeGrades(PRIMARY, 1, 'primary') },
  { gradeName: '初中', stage: 'junior', sortOrder: 2, grades: makeGrades(JUNIOR, 7, 'junior') },
  { gradeName: '高中', stage: 'senior', sortOrder: 3, grades: makeGrades(SENIOR, 10, 'senior') },
];

export const grades: Grade[] = gradeGroups.flatMap((group) => group.grades);

export function gradeByLevel(level: number): Grade {
  const grade = grades.find((g) => g.level === level);
  if (!grade) throw new Error(`年级不存在：${level}`);
  return grade;
}
