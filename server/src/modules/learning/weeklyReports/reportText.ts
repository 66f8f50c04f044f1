import type { ReportMastery } from '../../../platform/db/schema';

/** A knowledge point at or above this mastery is a strength of the week; below WEAK_MASTERY, a weakness. */
export const STRONG_MASTERY = 80;
export const WEAK_MASTERY = 60;
/** Most points one list names: the report is read at a glance. */
export const REPORT_POINTS_LIMIT = 5;

/** The week's figures the sentences are made of, as reportActivity derives them. */
export interface WeekFigures {
  studyMinutes: number;
  finishedClasses: number;
  exerciseCount: number;
  /** 0..100; meaningless without answers. */
  accuracy: number;
}

interface SubjectAccuracy {
  subjectName: string;
  studyMinutes: number;
  accuracy: number;
}

interface SubjectTime {
  subjectName: string;
  studyMinutes: number;
}

/** A test paper sat in the evaluation area in the week. */
export interface EvaluationResult {
  title: string;
  score: number;
  totalScore: number;
}

export const pointLabel = (point: Pick<ReportMastery, 'subjectName' | 'knowledgePoint'>) =>
  `${point.subjectName} · ${point.knowledgePoint}`;

/**
 * The week's strengths: the points answered in the week that stand at STRONG_MASTERY or more, strongest first.
 * Without one, the subject answered best (when it reaches WEAK_MASTERY), else the subject given the most time.
 */
export function strengthsOf(
  weekPoints: readonly ReportMastery[],
  subjects: readonly SubjectAccuracy[],
  studied: readonly SubjectTime[],
): string[] {
  const strong = weekPoints
    .filter((point) => point.score >= STRONG_MASTERY)
    .sort((a, b) => b.score - a.score)
    .slice(0, REPORT_POINTS_LIMIT);
  if (strong.length > 0) return strong.map(pointLabel);
  const best = [...subjects].sort((a, b) => b.accuracy - a.accuracy || b.studyMinutes - a.studyMinutes)[0];
  if (best && best.accuracy >= WEAK_MASTERY) {
    return [`${best.subjectName}练习正确率 ${best.accuracy}%${subjects.length > 1 ? '，各科最高' : ''}`];
  }
  const most = studied[0];
  return most && most.studyMinutes > 0 ? [`${most.subjectName}投入时间最多，共 ${most.studyMinutes} 分钟`] : [];
}

/**
 * The week's weaknesses: the points answered in the week that stand below WEAK_MASTERY, weakest first. Without one,
 * the subject answered worst when not everything was right; and a week of lessons alone names the subjects whose
 * practice is still to do.
 */
export function weaknessesOf(
  weekPoints: readonly ReportMastery[],
  subjects: readonly SubjectAccuracy[],
  studied: readonly SubjectTime[],
): string[] {
  const weak = weekPoints
    .filter((point) => point.score < WEAK_MASTERY)
    .sort((a, b) => a.score - b.score)
    .slice(0, REPORT_POINTS_LIMIT);
  if (weak.length > 0) return weak.map(pointLabel);
  if (subjects.length === 0) {
    const names = studied.map((subject) => subject.subjectName);
    return names.length > 0 ? [`${names.join('、')}本周只看了课，还没有做练习`] : [];
  }
  const worst = [...subjects].sort((a, b) => a.accuracy - b.accuracy || b.studyMinutes - a.studyMinutes)[0]!;
  return worst.accuracy < 100 ? [`${worst.subjectName}练习正确率 ${worst.accuracy}%，还有提升空间`] : [];
}

/**
 * The notification's line: "本周学习 95 分钟，完成 5 讲，做题 12 道，正确率 82%，错题本还有 3 道待巩固". Only what
 * happened is said: a figure that is zero is left out rather than read as a result (no "正确率 0%" without answers).
 */
export function summaryOf(figures: WeekFigures, openWrongAnswers: number, evaluations: readonly EvaluationResult[]): string {
  const parts: string[] = [];
  if (figures.studyMinutes > 0) parts.push(`学习 ${figures.studyMinutes} 分钟`);
  if (figures.finishedClasses > 0) parts.push(`完成 ${figures.finishedClasses} 讲`);
  if (figures.exerciseCount > 0) parts.push(`做题 ${figures.exerciseCount} 道`, `正确率 ${figures.accuracy}%`);
  for (const result of evaluations) parts.push(`测评《${result.title}》得分 ${result.score}/${result.totalScore}`);
  // A report exists only for a week with some activity: a few seconds of it round to no minutes.
  if (parts.length === 0) parts.push('学习不足 1 分钟');
  if (openWrongAnswers > 0) parts.push(`错题本还有 ${openWrongAnswers} 道待巩固`);
  return `本周${parts.join('，')}`;
}

/** What a plan holds, counted for its goal. */
export interface PlanContents {
  lessons: number;
  weakPoints: number;
  wrongAnswers: number;
}

/**
 * The plan's goal: the week before in its numbers, then what this week's tasks add up to, e.g.
 * "上周学习 95 分钟，正确率 82%。本周学完 5 讲新课，把 2 个薄弱知识点练到 60 分以上，重做 3 道错题。"
 */
export function goalOf(figures: WeekFigures, plan: PlanContents): string {
  const before: string[] = [];
  if (figures.studyMinutes > 0) before.push(`学习 ${figures.studyMinutes} 分钟`);
  if (figures.exerciseCount > 0) before.push(`正确率 ${figures.accuracy}%`);
  const aims: string[] = [];
  if (plan.lessons > 0) aims.push(`学完 ${plan.lessons} 讲新课`);
  if (plan.weakPoints > 0) aims.push(`把 ${plan.weakPoints} 个薄弱知识点练到 ${WEAK_MASTERY} 分以上`);
  if (plan.wrongAnswers > 0) aims.push(`重做 ${plan.wrongAnswers} 道错题`);
  const looking = before.length > 0 ? `上周${before.join('，')}。` : '';
  return `${looking}本周${aims.length > 0 ? aims.join('，') : '保持学习节奏，每天学一点'}。`;
}
