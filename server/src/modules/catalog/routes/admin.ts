import type { ApiCall } from '../../../../../contract/api/schemas/contract';
import * as admin from '../../../../../contract/api/schemas/admin/courses';
import * as exerciseAdmin from '../../../../../contract/api/schemas/admin/exercises';
import * as taxonomy from '../../../../../contract/api/schemas/admin/taxonomy';
import * as tutorAdmin from '../../../../../contract/api/schemas/admin/tutors';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, type Handler, route } from '../../../platform/plugins/define';
import { courseForStaff, courseOptions, listCoursesForStaff, saveCourse, setCourseStatus, swapOnShelf } from '../courseAdmin';
import {
  addLessonExercise,
  exerciseForStaff,
  lessonExercisesForStaff,
  listExercisesForStaff,
  orderLessonExercises,
  removeLessonExercise,
  saveExercise,
} from '../exerciseAdmin';
import { courseOutline, deleteChapter, deleteLesson, reorderOutline, saveChapter, saveLesson } from '../outlineAdmin';
import {
  deleteSubject,
  renameGrade,
  renameGradeGroup,
  reorderGrades,
  reorderSubjects,
  saveSubject,
  taxonomyForStaff,
} from '../taxonomyAdmin';
import { listTutorsForStaff, saveTutor, setTutorVisibility, tutorForStaff } from '../tutorAdmin';

type CatalogTag = typeof CACHE_TAGS.catalog | typeof CACHE_TAGS.tutors | typeof CACHE_TAGS.praise;

/**
 * A catalogue write of the console: it needs courses.write, and the public pages show it at once (the read
 * cache drops the catalogue, or the tutors, on every instance).
 */
function catalogWrite<Call extends ApiCall>(
  call: Call,
  write: Handler<Call>,
  tag: CatalogTag | readonly CatalogTag[] = CACHE_TAGS.catalog,
): ApiRoute {
  const tags = typeof tag === 'string' ? [tag] : tag;
  return route(
    call,
    async (context) => {
      const result = await write(context);
      await context.deps.cache.invalidate(...tags);
      return result;
    },
    { permission: 'courses.write' },
  );
}

/**
 * The grades and subjects are in the basic data (the course filters, the grade picker, the tutor filters) and
 * beside the tutors and the praise that name them: a taxonomy write drops all of them.
 */
const taxonomyTags = [CACHE_TAGS.catalog, CACHE_TAGS.tutors, CACHE_TAGS.praise] as const;

/**
 * The catalogue's calls of the operations console (/api/admin/v1/course/…, …/tutor/…, …/exercise/…,
 * …/taxonomy/…). A lesson's exercises change the exercise counts the course pages show.
 */
export const adminCourseRoutes: ApiRoute[] = [
  route(admin.courseList, ({ input, deps }) => listCoursesForStaff(deps.db, input), { permission: 'courses.read' }),
  route(admin.courseOptions, ({ deps }) => courseOptions(deps.db), { permission: 'courses.read' }),
  route(admin.courseDetail, ({ input, deps }) => courseForStaff(deps.db, input.courseId), { permission: 'courses.read' }),
  route(admin.courseOutline, ({ input, deps }) => courseOutline(deps.db, input.courseId), { permission: 'courses.read' }),
  catalogWrite(admin.saveCourse, ({ input, staff, deps }) => saveCourse(deps.db, input, staff.id)),
  catalogWrite(admin.setCourseStatus, ({ input, staff, deps }) =>
    setCourseStatus(deps.db, input.courseId, input.status, input.version, staff.id),
  ),
  catalogWrite(admin.swapOnShelf, ({ input, staff, deps }) => swapOnShelf(deps.db, input.courseId, input.otherId, staff.id)),
  catalogWrite(admin.saveChapter, ({ input, staff, deps }) => saveChapter(deps.db, input, staff.id)),
  catalogWrite(admin.deleteChapter, ({ input, staff, deps }) => deleteChapter(deps.db, input.chapterId, staff.id)),
  catalogWrite(admin.saveLesson, ({ input, staff, deps }) => saveLesson(deps.db, input, staff.id)),
  catalogWrite(admin.deleteLesson, ({ input, staff, deps }) => deleteLesson(deps.db, input.lessonId, staff.id)),
  catalogWrite(admin.reorderOutline, ({ input, staff, deps }) => reorderOutline(deps.db, input, staff.id)),
  route(admin.coverUploadTicket, async ({ deps }) => deps.providers.storage.createUploadTicket(deps.now(), 'image'), {
    permission: 'courses.write',
  }),
  route(tutorAdmin.tutorList, ({ input, deps }) => listTutorsForStaff(deps.db, input), { permission: 'courses.read' }),
  route(tutorAdmin.tutorDetail, ({ input, deps }) => tutorForStaff(deps.db, input.tutorId), { permission: 'courses.read' }),
  catalogWrite(tutorAdmin.saveTutor, ({ input, staff, deps }) => saveTutor(deps.db, input, staff.id), CACHE_TAGS.tutors),
  catalogWrite(
    tutorAdmin.setTutorVisibility,
    ({ input, staff, deps }) => setTutorVisibility(deps.db, input.tutorId, input.visibility, input.version, staff.id),
    CACHE_TAGS.tutors,
  ),
  route(
    exerciseAdmin.exerciseList,
    ({ input, deps }) =>
      listExercisesForStaff(deps.db, { ...input, difficulty: input.difficulty ? Number(input.difficulty) : undefined }),
    {
      permission: 'courses.read',
    },
  ),
  route(exerciseAdmin.exerciseDetail, ({ input, deps }) => exerciseForStaff(deps.db, input.exerciseId), {
    permission: 'courses.read',
  }),
  catalogWrite(exerciseAdmin.saveExercise, ({ input, staff, deps }) => saveExercise(deps.db, input, staff.id)),
  route(exerciseAdmin.lessonExerciseList, ({ input, deps }) => lessonExercisesForStaff(deps.db, input.lessonId), {
    permission: 'courses.read',
  }),
  catalogWrite(exerciseAdmin.addLessonExercise, ({ input, staff, deps }) =>
    addLessonExercise(deps.db, input.lessonId, input.exerciseId, staff.id),
  ),
  catalogWrite(exerciseAdmin.removeLessonExercise, ({ input, staff, deps }) =>
    removeLessonExercise(deps.db, input.lessonId, input.exerciseId, staff.id),
  ),
  catalogWrite(exerciseAdmin.orderLessonExercises, ({ input, staff, deps }) =>
    orderLessonExercises(deps.db, input.lessonId, input.exerciseIds, staff.id),
  ),
  route(taxonomy.taxonomyDetail, ({ deps }) => taxonomyForStaff(deps.db), { permission: 'courses.read' }),
  catalogWrite(taxonomy.saveSubject, ({ input, staff, deps }) => saveSubject(deps.db, input, staff.id), taxonomyTags),
  catalogWrite(
    taxonomy.reorderSubjects,
    ({ input, staff, deps }) => reorderSubjects(deps.db, input.subjectIds, staff.id),
    taxonomyTags,
  ),
  catalogWrite(
    taxonomy.deleteSubject,
    ({ input, staff, deps }) => deleteSubject(deps.db, input.subjectId, input.version, staff.id),
    taxonomyTags,
  ),
  catalogWrite(taxonomy.renameGrade, ({ input, staff, deps }) => renameGrade(deps.db, input, staff.id), taxonomyTags),
  catalogWrite(taxonomy.renameGradeGroup, ({ input, staff, deps }) => renameGradeGroup(deps.db, input, staff.id), taxonomyTags),
  catalogWrite(
    taxonomy.reorderGrades,
    ({ input, staff, deps }) => reorderGrades(deps.db, input.groupId, input.gradeIds, staff.id),
    taxonomyTags,
  ),
];
