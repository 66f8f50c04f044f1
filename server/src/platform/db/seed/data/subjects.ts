import type { Subject, SubjectCode } from './types';

export const subjects: Subject[] = [
  { code: 'chinese', name: '语文', sortOrder: 1, colors: ['#E8505B', '#F9A26C'], stages: ['primary', 'junior', 'senior'] },
  { code: 'math', name: '数学', sortOrder: 2, colors: ['#2F6BFF', '#5FC3FF'], stages: ['primary', 'junior', 'senior'] },
  { code: 'english', name: '英语', sortOrder: 3, colors: ['#7B5CFA', '#C17BFF'], stages: ['primary', 'junior', 'senior'] },
  { code: 'physics', name: '物理', sortOrder: 4, colors: ['#0E8C9A', '#3CD3C1'], stages: ['junior', 'senior'] },
  { code: 'chemistry', name: '化学', sortOrder: 5, colors: ['#E0731F', '#FFC24B'], stages: ['junior', 'senior'] },
  { code: 'biology', name: '生物', sortOrder: 6, colors: ['#2E9E4F', '#9BDB5A'], stages: ['junior', 'senior'] },
  { code: 'history', name: '历史', sortOrder: 7, colors: ['#8C5A3C', '#D9A066'], stages: ['junior', 'senior'] },
  { code: 'geography', name: '地理', sortOrder: 8, colors: ['#1F7A5A', '#4FB3D9'], stages: ['junior', 'senior'] },
  { code: 'politics', name: '政治', sortOrder: 9, colors: ['#C0392B', '#E67E5A'], stages: ['junior', 'senior'] },
  { code: 'coding', name: '编程/科学', sortOrder: 10, colors: ['#1B2B5E', '#3F7CF2'], stages: ['primary', 'junior', 'senior'] },
];

export function subjectByCode(code: SubjectCode): Subject {
  const subject = subjects.find((s) => s.code === code);
  if (!subject) throw new Error(`学科不存在：${code}`);
  return subject;
}
