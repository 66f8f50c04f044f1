import type { Stage, SubjectCode } from './types';

type LessonFamily = 'math' | 'chinese' | 'english' | 'science' | 'humanities' | 'coding' | 'primary';

const FAMILY_BY_SUBJECT: Record<SubjectCode, LessonFamily> = {
  chinese: 'chinese',
  math: 'math',
  english: 'english',
  physics: 'science',
  chemistry: 'science',
  biology: 'science',
  history: 'humanities',
  geography: 'humanities',
  politics: 'humanities',
  coding: 'coding',
};

/** Lesson kinds a chapter walks through, in teaching order. */
const LESSON_KINDS: Record<LessonFamily, string[]> = {
  math: ['概念引入', '例题精讲', '方法归纳', '易错辨析', '综合提升'],
  chinese: ['文本精读', '方法点拨', '范例赏析', '当堂练笔', '拓展积累'],
  english: ['词汇突破', '语法精讲', '听说训练', '阅读实战', '写作模板'],
  science: ['现象导入', '原理精讲', '实验探究', '典型例题', '真题演练'],
  humanities: ['知识梳理', '材料解读', '图表分析', '答题模板', '真题演练'],
  coding: ['情境导入', '动手编程', '代码讲解', '项目实战', '挑战任务'],
  primary: ['趣味导入', '跟我学', '互动练习', '闯关游戏', '课后巩固'],
};

const CHAPTER_SUMMARIES: Record<LessonFamily, ((point: string) => string)[]> = {
  math: [
    (p) => `从定义出发理解${p}，配合典型例题总结解题步骤。`,
    (p) => `围绕${p}的常考题型逐一拆解，归纳通用方法与易错点。`,
    (p) => `通过变式训练巩固${p}，培养举一反三的能力。`,
  ],
  chinese: [
    (p) => `精读经典文本，掌握${p}的关键方法。`,
    (p) => `结合范文与真题，学会在答题和写作中运用${p}。`,
    (p) => `以${p}为线索积累素材，提升语言表达与审美能力。`,
  ],
  english: [
    (p) => `在真实语境中学习${p}，做到听得懂、说得出、写得对。`,
    (p) => `梳理${p}的核心词汇与句型，配合分层练习巩固。`,
    (p) => `以${p}为主题进行阅读与表达训练，提升综合运用能力。`,
  ],
  science: [
    (p) => `从生活现象和实验入手，理解${p}背后的原理。`,
    (p) => `建立${p}的物理或化学模型，掌握分析与计算方法。`,
    (p) => `结合中高考真题，突破${p}的常见考法。`,
  ],
  humanities: [
    (p) => `梳理${p}的基本脉络，构建清晰的知识框架。`,
    (p) => `借助地图、图表与史料解读${p}，学会用证据说话。`,
    (p) => `总结${p}的常考角度与规范答题模板。`,
  ],
  coding: [
    (p) => `在情境任务中学习${p}，边做边理解。`,
    (p) => `拆解${p}的核心思路，独立完成一个小作品。`,
    (p) => `通过挑战任务巩固${p}，锻炼分解问题与调试的能力。`,
  ],
  primary: [
    (p) => `用儿歌、图片和小游戏认识${p}，轻松入门。`,
    (p) => `跟着老师一步一步学习${p}，当堂练习及时巩固。`,
    (p) => `通过闯关游戏复习${p}，在快乐中养成好习惯。`,
  ],
};

function familyOf(subject: SubjectCode, stage: Stage): LessonFamily {
  if (stage === 'primary' && (subject === 'chinese' || subject === 'math' || subject === 'english')) {
    return 'primary';
  }
  return FAMILY_BY_SUBJECT[subject];
}

/** Titles of `count` lessons in one chapter; the rotation keeps neighbouring chapters from reading alike. */
export function lessonTitles(subject: SubjectCode, stage: Stage, point: string, chapterIndex: number, count: number): string[] {
  const kinds = LESSON_KINDS[familyOf(subject, stage)];
  const titles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = i === 0 ? kinds[0] : kinds[1 + ((chapterIndex + i - 1) % (kinds.length - 1))];
    titles.push(`${point}：${kind ?? '精讲'}`);
  }
  return titles;
}

export function chapterSummary(subject: SubjectCode, stage: Stage, point: string, chapterIndex: number): string {
  const templates = CHAPTER_SUMMARIES[familyOf(subject, stage)];
  const template = templates[chapterIndex % templates.length];
  return template ? template(point) : point;
}

const FEATURES: Record<LessonFamily, string[]> = {
  math: ['每讲配套分层练习与详细解析', '总结通性通法，一题多解拓宽思路', '精选近三年中高考真题与模拟题'],
  chinese: ['经典文本精读与方法归纳相结合', '配套范文与素材积累手册', '练笔作业由老师逐篇点评'],
  english: ['外教与中教结合的发音示范', '词汇、语法、阅读、写作协同训练', '每单元配套听力音频与练习'],
  science: ['实验视频直观呈现现象与原理', '模型化讲解，复杂问题一步步拆解', '配套真题训练与易错题本'],
  humanities: ['思维导图梳理知识框架', '图表、史料与时政材料精讲', '主观题答题模板与评分细则解读'],
  coding: ['项目式学习，每章完成一个作品', '在线编程练习，即时查看运行结果', '循序渐进培养计算思维'],
  primary: ['动画情境与儿歌，孩子愿意学', '每讲10到15分钟，专注力不流失', '课后小任务，家长可陪伴完成'],
};

export function courseFeatures(subject: SubjectCode, stage: Stage): string[] {
  return FEATURES[familyOf(subject, stage)];
}
