import type { Stage, SubjectCode } from './types';

export interface CourseTeacher {
  name: string;
  /** Only for drawing the teacher's illustrated portrait. */
  gender: 'male' | 'female';
  stages: Stage[];
  bio: string;
}

/** Teachers who record the courses, by subject; each course takes one in turn. */
export const courseTeachers: Record<SubjectCode, CourseTeacher[]> = {
  chinese: [
    {
      name: '周雅琴',
      gender: 'female',
      stages: ['junior'],
      bio: '北京师范大学汉语言文学硕士，从教14年，擅长阅读方法与作文指导，所带班级中考语文平均分连续五年位列区前三。',
    },
    {
      name: '林书航',
      gender: 'male',
      stages: ['senior', 'junior'],
      bio: '华东师范大学中文系毕业，省级骨干教师，主讲古诗文与文言文，讲课生动，善用故事串联知识。',
    },
    {
      name: '韩雪梅',
      gender: 'female',
      stages: ['primary'],
      bio: '小学语文高级教师，从教15年，擅长拼音、写话与阅读启蒙，让孩子在游戏中爱上识字与表达，小升初复习经验丰富。',
    },
  ],
  math: [
    {
      name: '陈志远',
      gender: 'male',
      stages: ['senior'],
      bio: '清华大学数学系毕业，从教12年，擅长函数与压轴题型，总结“三步审题法”帮助数千名学生突破数学难关。',
    },
    {
      name: '刘晓峰',
      gender: 'male',
      stages: ['senior'],
      bio: '市级学科带头人，高考数学命题研究组成员，讲解条理清晰，注重通性通法。',
    },
    {
      name: '王嘉怡',
      gender: 'female',
      stages: ['primary'],
      bio: '小学数学一级教师，擅长用实物和图形帮助孩子建立数感，课堂互动性强。',
    },
    {
      name: '赵一鸣',
      gender: 'male',
      stages: ['junior'],
      bio: '南开大学应用数学硕士，专注初中几何与方程教学，辅助线构造讲解深受学生欢迎。',
    },
  ],
  english: [
    {
      name: '孙晴',
      gender: 'female',
      stages: ['primary'],
      bio: '北京外国语大学英语语言文学硕士，持有TESOL证书，主讲自然拼读与口语，发音标准、课堂活泼。',
    },
    {
      name: '李思远',
      gender: 'male',
      stages: ['junior', 'senior'],
      bio: '中学英语高级教师，从教11年，研究中高考英语命题规律，擅长语法体系化教学与写作提分。',
    },
    {
      name: '陈敏',
      gender: 'female',
      stages: ['senior', 'junior'],
      bio: '上海外国语大学毕业，专注阅读理解与读后续写教学，所编写作语料库被多所学校采用。',
    },
  ],
  physics: [
    {
      name: '张振宇',
      gender: 'male',
      stages: ['junior', 'senior'],
      bio: '中国科学技术大学物理学硕士，从教10年，善用生活实验讲清物理模型，力学与电磁学教学经验丰富。',
    },
    {
      name: '吴浩然',
      gender: 'male',
      stages: ['senior', 'junior'],
      bio: '省物理竞赛优秀指导教师，擅长把复杂情境拆解为基本模型，帮助学生建立物理直觉。',
    },
  ],
  chemistry: [
    {
      name: '黄丽娟',
      gender: 'female',
      stages: ['junior'],
      bio: '南京大学化学系毕业，中学化学高级教师，实验教学经验丰富，擅长化学启蒙与酸碱盐专题。',
    },
    {
      name: '郑凯',
      gender: 'male',
      stages: ['senior'],
      bio: '浙江大学化学硕士，专注高中化学反应原理与有机化学，归纳的“官能团速记表”广受好评。',
    },
  ],
  biology: [
    {
      name: '何静',
      gender: 'female',
      stages: ['junior', 'senior'],
      bio: '中山大学生物学硕士，从教9年，擅长用图解与模型讲解细胞与遗传知识。',
    },
    {
      name: '许晨曦',
      gender: 'female',
      stages: ['senior'],
      bio: '高中生物一级教师，参与编写校本实验教材，重视科学探究与实验设计能力培养。',
    },
  ],
  history: [
    {
      name: '马文博',
      gender: 'male',
      stages: ['junior', 'senior'],
      bio: '北京大学历史学硕士，擅长时空线索梳理和史料研读，课堂如讲故事般引人入胜。',
    },
    {
      name: '宋佳',
      gender: 'female',
      stages: ['senior'],
      bio: '中学历史高级教师，高考历史阅卷经验丰富，专注材料题与小论文答题规范。',
    },
  ],
  geography: [
    {
      name: '蒋海涛',
      gender: 'male',
      stages: ['senior'],
      bio: '南京大学地理科学专业毕业，擅长读图析图，用手绘示意图讲透地球运动与大气环流。',
    },
    { name: '唐悦', gender: 'female', stages: ['junior'], bio: '初中地理骨干教师，从教8年，注重区域认知与生活中的地理现象。' },
  ],
  politics: [
    {
      name: '罗永红',
      gender: 'female',
      stages: ['senior'],
      bio: '中国人民大学哲学硕士，高中思想政治高级教师，擅长哲学原理与主观题答题方法。',
    },
    {
      name: '潘婷',
      gender: 'female',
      stages: ['junior'],
      bio: '初中道德与法治骨干教师，关注青少年成长心理，课堂贴近生活、案例丰富。',
    },
  ],
  coding: [
    {
      name: '钱程',
      gender: 'male',
      stages: ['junior', 'senior'],
      bio: '浙江大学计算机科学硕士，信息学竞赛金牌教练，所带学生多人获CSP-J/S一等奖。',
    },
    {
      name: '高远',
      gender: 'male',
      stages: ['primary'],
      bio: '少儿编程与科学教育讲师，擅长项目式教学，让孩子在动手创作中理解科学与编程。',
    },
  ],
};

/** Every teacher once, in a stable order (their portraits are generated in this order). */
export const allCourseTeachers: CourseTeacher[] = Object.values(courseTeachers).flat();

/** The generated portrait of a course teacher; one per teacher, numbered by their place in `allCourseTeachers`. */
export function teacherPhotoPath(name: string): string {
  const index = allCourseTeachers.findIndex((teacher) => teacher.name === name);
  if (index < 0) throw new Error(`授课老师不存在：${name}`);
  return `avatars/teacher-${String(index + 1).padStart(2, '0')}.webp`;
}
