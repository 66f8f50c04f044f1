import type { DbExecutor } from '../client';
import { hashPassword } from '../password';
import {
  classExercises,
  evaluationAnswers,
  evaluationReports,
  evaluationUsers,
  exercises,
  recommendedExercises,
  testPaperExercises,
  testPapers,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { CatalogIds } from './catalog';
import type { SeedContent } from './content';
import { lessonExerciseCodes, type Exercise, type OptionKey, type TestPaper } from './data';
import { indexBy, insertMany, lookup } from './insert';

export interface EvaluationIds {
  /** exercise code → exercises.id */
  exerciseIdByCode: Map<string, number>;
}

export async function seedEvaluation(db: DbExecutor, content: SeedContent, catalog: CatalogIds): Promise<EvaluationIds> {
  const insertedExercises = await insertMany(
    db,
    exercises,
    content.exercises.map((exercise) => ({
      code: exercise.code,
      categoryId: lookup(catalog.categoryIdByCode, exercise.subject, '学科'),
      gradeId: lookup(catalog.gradeIdByLevel, exercise.gradeLevel, '年级'),
      knowledgePoint: exercise.knowledgePoint,
      difficulty: exercise.difficulty,
      kind: exercise.kind,
      question: exercise.stem,
      options: exercise.options.map((option) => ({ key: option.key, text: option.text })),
      answer: exercise.answer,
      answerKeys: exercise.answerKeys,
      blanks: exercise.blanks,
      analysis: exercise.analysis,
    })),
  );
  const exerciseIdByCode = indexBy(
    insertedExercises,
    (e) => e.code,
    (e) => e.id,
    '练习题',
  );

  const insertedPapers = await insertMany(
    db,
    testPapers,
    content.testPapers.map((paper) => ({
      code: paper.code,
      title: paper.title,
      categoryId: lookup(catalog.categoryIdByCode, paper.subject, '学科'),
      gradeId: lookup(catalog.gradeIdByLevel, paper.gradeLevel, '年级'),
      durationMin: paper.durationMin,
      totalScore: paper.totalScore,
      description: paper.description,
    })),
  );
  const paperIdByCode = indexBy(
    insertedPapers,
    (p) => p.code,
    (p) => p.id,
    '试卷',
  );
  await insertMany(
    db,
    testPaperExercises,
    content.testPapers.flatMap((paper) =>
      paper.exerciseCodes.map((code, index) => ({
        testPaperId: lookup(paperIdByCode, paper.code, '试卷'),
        exerciseId: lookup(exerciseIdByCode, code, '练习题'),
        sort: index + 1,
      })),
    ),
  );

  // The practice after each lesson (随堂练习).
  await insertMany(
    db,
    classExercises,
    content.courses.flatMap((course) =>
      course.chapters.flatMap((chapter, chapterIndex) =>
        chapter.classes.flatMap((_, classIndex) =>
          lessonExerciseCodes(content.exercises, course, chapterIndex, classIndex).map((code, index) => ({
            classId: lookup(catalog.classIdByPosition, `${course.code}:${chapterIndex}:${classIndex}`, '课时'),
            exerciseId: lookup(exerciseIdByCode, code, '练习题'),
            sort: index + 1,
          })),
        ),
      ),
    ),
  );

  const account = content.evaluationAccount;
  const [evaluationUser] = await db
    .insert(evaluationUsers)
    .values({
      phone: DEMO_ACCOUNTS.evaluation.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.evaluation.password),
      name: account.nickname,
      gender: account.gender,
      school: account.school,
      gradeId: lookup(catalog.gradeIdByLevel, account.gradeLevel, '年级'),
    })
    .returning();
  if (!evaluationUser) throw new Error('测评账号写入失败');

  // The recommendations name the weak points found in the account's last tests; those tests are
  // rebuilt here from the papers of its grade, answered wrongly exactly on those weak points.
  const weakPoints = new Set(content.recommendedExercises.map((recommendation) => recommendation.weakPoint));
  const exerciseByCode = indexBy(
    content.exercises,
    (e) => e.code,
    (e) => e,
    '练习题',
  );
  const reportIdByWeakPoint = new Map<string, number>();
  for (const paper of content.testPapers.filter((p) => p.gradeLevel === account.gradeLevel)) {
    const sitting = sitPaper(paper, exerciseByCode, weakPoints);
    const [report] = await db
      .insert(evaluationReports)
      .values({
        evaluationUserId: evaluationUser.id,
        testPaperId: lookup(paperIdByCode, paper.code, '试卷'),
        title: paper.title,
        score: sitting.score,
        totalScore: paper.totalScore,
        accuracy: sitting.accuracy,
        summary: sitting.summary,
        knowledgeStats: sitting.knowledgeStats,
      })
      .returning();
    if (!report) throw new Error('测评报告写入失败');
    await insertMany(
      db,
      evaluationAnswers,
      sitting.answers.map((answer) => ({
        reportId: report.id,
        exerciseId: lookup(exerciseIdByCode, answer.code, '练习题'),
        chosen: answer.chosen,
        response: answer.response,
        isCorrect: answer.isCorrect,
      })),
    );
    for (const point of sitting.missedPoints) {
      if (!reportIdByWeakPoint.has(point)) reportIdByWeakPoint.set(point, report.id);
    }
  }

  await insertMany(
    db,
    recommendedExercises,
    content.recommendedExercises.map((recommendation, index) => ({
      evaluationUserId: evaluationUser.id,
      reportId: reportIdByWeakPoint.get(recommendation.weakPoint) ?? null,
      exerciseId: lookup(exerciseIdByCode, recommendation.exerciseCode, '练习题'),
      reason: recommendation.reason,
      weakPoint: recommendation.weakPoint,
      sort: index + 1,
    })),
  );

  return { exerciseIdByCode };
}

interface Sitting {
  answers: { code: string; chosen: OptionKey | null; response: string[] | null; isCorrect: boolean }[];
  score: number;
  accuracy: number;
  summary: string;
  knowledgeStats: { knowledgePoint: string; total: number; correct: number }[];
  missedPoints: string[];
}

function sitPaper(paper: TestPaper, exerciseByCode: ReadonlyMap<string, Exercise>, weakPoints: ReadonlySet<string>): Sitting {
  const answers = paper.exerciseCodes.map((code) => {
    const exercise = lookup(exerciseByCode, code, '练习题');
    const missed = weakPoints.has(exercise.knowledgePoint);
    if (exercise.kind !== 'single') {
      // The past sittings answered the newer kinds: right, or left blank on a weak point.
      const response = exercise.kind === 'multiple' ? exercise.answerKeys : exercise.blanks.map((b) => b.accepted[0] ?? '');
      return {
        code,
        chosen: null,
        response: missed ? null : response,
        isCorrect: !missed,
        knowledgePoint: exercise.knowledgePoint,
      };
    }
    const wrongOption = exercise.options.find((option) => option.key !== exercise.answer)?.key;
    const chosen = missed && wrongOption ? wrongOption : exercise.answer;
    return { code, chosen, response: null, isCorrect: chosen === exercise.answer, knowledgePoint: exercise.knowledgePoint };
  });
  const correct = answers.filter((answer) => answer.isCorrect).length;
  const total = answers.length;
  const stats = new Map<string, { knowledgePoint: string; total: number; correct: number }>();
  for (const answer of answers) {
    const stat = stats.get(answer.knowledgePoint) ?? { knowledgePoint: answer.knowledgePoint, total: 0, correct: 0 };
    stat.total += 1;
    if (answer.isCorrect) stat.correct += 1;
    stats.set(answer.knowledgePoint, stat);
  }
  const missedPoints = [...stats.values()].filter((stat) => stat.correct < stat.total).map((stat) => stat.knowledgePoint);
  const accuracy = total === 0 ? 0 : Math.round((correct / total) * 100);
  const summary =
    missedPoints.length === 0
      ? `共${total}题，全部答对，继续保持。`
      : `共${total}题，答对${correct}题，正确率${accuracy}%。需要巩固：${missedPoints.join('、')}。`;
  return {
    answers: answers.map(({ code, chosen, response, isCorrect }) => ({ code, chosen, response, isCorrect })),
    score: total === 0 ? 0 : Math.round((paper.totalScore * correct) / total),
    accuracy,
    summary,
    knowledgeStats: [...stats.values()],
    missedPoints,
  };
}
