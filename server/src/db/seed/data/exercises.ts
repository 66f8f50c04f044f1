import { exerciseRows } from './exercise-bank';
import type { Exercise, ExerciseOption, OptionKey, RecommendedExercise, TestPaper } from './types';

const KEYS: OptionKey[] = ['A', 'B', 'C', 'D'];

export const exercises: Exercise[] = exerciseRows.map(
  ([subject, gradeLevel, knowledgePoint, difficulty, stem, options, answer, analysis], index) => ({
    code: `ex-${String(index + 1).padStart(3, '0')}`,
    subject,
    gradeLevel,
    knowledgePoint,
    difficulty,
    stem,
    options: options.map((text, i): ExerciseOption => ({ key: KEYS[i] ?? 'A', text })),
    answer,
    analysis,
  }),
);

function codesWhere(predicate: (exercise: Exercise) => boolean): string[] {
  return exercises.filter(predicate).map((exercise) => exercise.code);
}

export const testPapers: TestPaper[] = [
  {
    code: 'paper-junior-math',
    title: '初中数学阶段诊断卷（有理数至二次函数）',
    subject: 'math',
    gradeLevel: 8,
    durationMin: 30,
    totalScore: 100,
    description: '覆盖初中数学核心知识点，用于诊断函数与方程的掌握情况，建议在30分钟内独立完成。',
    exerciseCodes: codesWhere((e) => e.subject === 'math' && e.gradeLevel >= 7 && e.gradeLevel <= 9),
  },
  {
    code: 'paper-junior-science',
    title: '初二理科综合小测（物理·生物·地理）',
    subject: 'physics',
    gradeLevel: 8,
    durationMin: 20,
    totalScore: 100,
    description: '检测光的反射、惯性、细胞结构与地理基础知识，帮助发现理科薄弱环节。',
    exerciseCodes: codesWhere(
      (e) => e.gradeLevel >= 7 && e.gradeLevel <= 8 && ['physics', 'biology', 'geography'].includes(e.subject),
    ),
  },
  {
    code: 'paper-senior-english',
    title: '高中英语语法专项测试',
    subject: 'english',
    gradeLevel: 10,
    durationMin: 15,
    totalScore: 100,
    description: '聚焦从句与非谓语动词等高频语法考点，适合高一、高二同学自我检测。',
    exerciseCodes: codesWhere((e) => e.subject === 'english' && e.gradeLevel >= 9),
  },
];

type RecommendationRow = [knowledgePoint: string, reason: string];

/** Recommendations for the evaluation account, keyed by the weak point found in its last test. */
const recommendationRows: RecommendationRow[] = [
  ['一次函数的图像与性质', '上次测评中一次函数图像所在象限的判断出错，建议巩固k、b的符号与图像位置的关系。'],
  ['待定系数法求解析式', '求解析式的计算步骤不完整，建议通过本题熟悉“设—代—解—写”的流程。'],
  ['全等三角形的判定', '对全等判定条件掌握不牢，容易把“三个角相等”误认为可以判定全等。'],
  ['二次函数的图像与性质', '顶点式与顶点坐标的对应关系需要加强，为初三学习打好基础。'],
  ['比较级', '英语比较级的构成规则出错，建议复习多音节形容词比较级。'],
  ['光的反射', '入射角与反射角的概念混淆，建议区分“与镜面的夹角”和“与法线的夹角”。'],
];

export const recommendedExercises: RecommendedExercise[] = recommendationRows.map(([knowledgePoint, reason]) => {
  const exercise = exercises.find((e) => e.knowledgePoint === knowledgePoint);
  if (!exercise) throw new Error(`练习不存在：${knowledgePoint}`);
  return { exerciseCode: exercise.code, reason, weakPoint: knowledgePoint };
});
