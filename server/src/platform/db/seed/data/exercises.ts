import { exerciseRows } from './exercise-bank';
import type { Exercise, ExerciseOption, OptionKey, RecommendedExercise, TestPaper } from './types';

const KEYS: OptionKey[] = ['A', 'B', 'C', 'D'];

const singleChoice: Exercise[] = exerciseRows.map(
  ([subject, gradeLevel, knowledgePoint, difficulty, stem, options, answer, analysis], index) => ({
    code: `ex-${String(index + 1).padStart(3, '0')}`,
    subject,
    gradeLevel,
    knowledgePoint,
    difficulty,
    kind: 'single',
    stem,
    options: options.map((text, i): ExerciseOption => ({ key: KEYS[i] ?? 'A', text })),
    answer,
    answerKeys: [],
    blanks: [],
    analysis,
  }),
);

const optionsOf = (texts: string[]) => texts.map((text, i): ExerciseOption => ({ key: KEYS[i] ?? 'A', text }));

/** Multiple-choice and fill-in questions, so every demo paper has one of each kind. */
const otherKinds: Exercise[] = [
  {
    code: 'ex-m01',
    subject: 'math',
    gradeLevel: 8,
    knowledgePoint: '一次函数的图像与性质',
    difficulty: 2,
    kind: 'multiple',
    stem: '关于一次函数 $y=-2x+3$（图像如下），下列说法正确的有（　　）。（多选）![一次函数 y = −2x + 3 的图像，过点 (0, 3) 与 (1.5, 0) 的直线](/assets/questions/linear-function.svg)',
    options: optionsOf(['y 随 x 的增大而减小', '图像经过第一、二、四象限', '图像与 y 轴交于点 (0, 3)', '图像经过原点']),
    answer: null,
    answerKeys: ['A', 'B', 'C'],
    blanks: [],
    analysis: 'k=−2<0，y 随 x 增大而减小；b=3>0，图像经过第一、二、四象限，与 y 轴交于 (0, 3)；b≠0，不经过原点。',
  },
  {
    code: 'ex-f01',
    subject: 'math',
    gradeLevel: 8,
    knowledgePoint: '二次根式',
    difficulty: 1,
    kind: 'fill',
    stem: '填空：$\\sqrt{16}$ = ____；$(-3)^2$ = ____。',
    options: [],
    answer: null,
    answerKeys: [],
    blanks: [{ accepted: ['4', '+4'] }, { accepted: ['9'] }],
    analysis: '$\\sqrt{16}$ 表示 16 的算术平方根，为 4；$(-3)^2=(-3)\\times(-3)=9$。',
  },
  {
    code: 'ex-m02',
    subject: 'physics',
    gradeLevel: 8,
    knowledgePoint: '光的反射',
    difficulty: 2,
    kind: 'multiple',
    stem: '下列现象中，属于光的反射的有（　　）。（多选）',
    options: optionsOf(['平静湖面上的倒影', '汽车后视镜中看到后方车辆', '插入水中的筷子看起来弯折', '小孔成像']),
    answer: null,
    answerKeys: ['A', 'B'],
    blanks: [],
    analysis: '倒影和后视镜成像都是光的反射；筷子“弯折”是光的折射；小孔成像是光沿直线传播。',
  },
  {
    code: 'ex-f02',
    subject: 'physics',
    gradeLevel: 8,
    knowledgePoint: '惯性',
    difficulty: 1,
    kind: 'fill',
    stem: '一切物体在没有受到力的作用时，总保持____状态或____状态。',
    options: [],
    answer: null,
    answerKeys: [],
    blanks: [{ accepted: ['静止'] }, { accepted: ['匀速直线运动', '匀速直线'] }],
    analysis: '牛顿第一定律：一切物体在没有受到力的作用时，总保持静止状态或匀速直线运动状态。',
  },
  {
    code: 'ex-m03',
    subject: 'english',
    gradeLevel: 10,
    knowledgePoint: '定语从句',
    difficulty: 2,
    kind: 'multiple',
    stem: 'This is the book ____ I bought yesterday. 可以填入空格的有（　　）。（多选）',
    options: optionsOf(['which', 'that', 'who', 'what']),
    answer: null,
    answerKeys: ['A', 'B'],
    blanks: [],
    analysis: '先行词 the book 指物，关系代词可用 which 或 that；who 指人，what 不能引导定语从句。',
  },
  {
    code: 'ex-f03',
    subject: 'english',
    gradeLevel: 10,
    knowledgePoint: '比较级',
    difficulty: 1,
    kind: 'fill',
    stem: 'Fill in the blanks: This box is ____ (heavy) than that one. Tom runs ____ (fast) in his class.',
    options: [],
    answer: null,
    answerKeys: [],
    blanks: [{ accepted: ['heavier'] }, { accepted: ['fastest', 'the fastest'] }],
    analysis: 'than 提示比较级，heavy 变 y 为 i 加 er：heavier；in his class 表示范围，用最高级 (the) fastest。',
  },
];

export const exercises: Exercise[] = [...singleChoice, ...otherKinds];

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
