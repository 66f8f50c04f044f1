import * as practice from '../../../../../contract/api/schemas/web/practice';
import { answerLessonExercise, lessonPractice } from '../practice/lessonPractice';
import { redoWrongAnswer, restoreWrongAnswer, wrongBook } from '../practice/wrongBook';
import { type ApiRoute, route } from '../../../platform/plugins/define';

/** Lesson practice and the wrong-answer book (/api/web/v1/practice/…, /wrongBook/…). */
export const practiceRoutes: ApiRoute[] = [
  route(practice.lessonPractice, ({ deps, user, input }) => lessonPractice(deps, user.id, input.classId)),
  route(practice.answerLessonExercise, ({ deps, user, input }) => answerLessonExercise(deps, user.id, input)),
  route(practice.wrongBook, ({ deps, user, input }) => wrongBook(deps, user.id, input)),
  route(practice.redoWrongAnswer, ({ deps, user, input }) => redoWrongAnswer(deps, user.id, input)),
  route(practice.restoreWrongAnswer, ({ deps, user, input }) => restoreWrongAnswer(deps, user.id, input.exerciseId)),
];
