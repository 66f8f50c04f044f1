import type { DataOf, web } from '@contract/api/calls';
import type { FilterOption } from '@/components/FilterGroup';
import { pathWith } from '@/lib/url';
import { isSchoolStage, type SchoolStage } from '@contract/vocabulary/stages';

type BasicData = DataOf<typeof web.common.getBasicData>;
export type Stage = SchoolStage;

export interface CourseFilterChoice {
  stage: Stage | null;
  gradeId: number | null;
  categoryId: number | null;
}

export interface CourseFilterRow {
  key: 'stage' | 'grade' | 'subject';
  options: FilterOption[];
  value: string;
}

export const isStage = (value: string | null): value is Stage => isSchoolStage(value);

/**
 * What the address asks for, kept to what exists: an unknown grade or subject is dropped (the list then
 * shows more, never nothing), a grade decides its stage, a subject must be taught in the chosen grade or stage.
 */
export function resolveChoice(basic: BasicData, asked: CourseFilterChoice): CourseFilterChoice {
  const grade = basic.gradeList.find((item) => item.id === asked.gradeId) ?? null;
  const gradeStage = grade ? (basic.clasesList.find((group) => group.id === grade.groupId)?.stage ?? null) : null;
  const stage = gradeStage && isStage(gradeStage) ? gradeStage : asked.stage;
  const subjects = subjectsFor(basic, { stage, gradeId: grade?.id ?? null });
  const categoryId = subjects.some((subject) => subject.id === asked.categoryId) ? asked.categoryId : null;
  return { stage, gradeId: grade?.id ?? null, categoryId };
}

function subjectsFor(basic: BasicData, choice: Pick<CourseFilterChoice, 'stage' | 'gradeId'>) {
  if (choice.gradeId !== null) {
    const offered = basic.teacherCouresCourseCateGory.find((entry) => entry.gradeId === choice.gradeId);
    const ids = new Set(offered?.courseList.map((item) => item.courseId));
    return basic.couresCourseCateGory.filter((category) => ids.has(category.id));
  }
  if (choice.stage) return basic.couresCourseCateGory.filter((category) => category.stages.includes(choice.stage!));
  return basic.couresCourseCateGory;
}

const coursePathForBase = (choice: CourseFilterChoice, base: string) =>
  pathWith(base, { stage: choice.stage, gradeId: choice.gradeId, categoryId: choice.categoryId });
export const coursePathFor = (choice: CourseFilterChoice) => coursePathForBase(choice, '/course');

/**
 * The three filter rows of the course system, each option a link to the list it leads to (on `base`: the
 * desktop /course or the mobile /m/course).
 */
export function courseFilterRows(
  basic: BasicData,
  choice: CourseFilterChoice,
  allLabel: string,
  base = '/course',
): CourseFilterRow[] {
  const coursePathFor = (next: CourseFilterChoice) => coursePathForBase(next, base);
  const all = (key: string, to: string): FilterOption => ({ key, label: allLabel, to });
  const stages = basic.clasesList.filter((group) => isStage(group.stage));
  const gradesShown = basic.gradeList.filter((grade) => {
    if (!choice.stage) return true;
    return stages.find((group) => group.id === grade.groupId)?.stage === choice.stage;
  });
  return [
    {
      key: 'stage',
      value: choice.stage ?? 'all',
      options: [
        all('all', coursePathFor({ stage: null, gradeId: null, categoryId: choice.categoryId })),
        ...stages.map((group) => ({
          key: group.stage,
          label: group.name,
          to: coursePathFor({ stage: group.stage as Stage, gradeId: null, categoryId: null }),
        })),
      ],
    },
    {
      key: 'grade',
      value: choice.gradeId === null ? 'all' : String(choice.gradeId),
      options: [
        all('all', coursePathFor({ stage: choice.stage, gradeId: null, categoryId: choice.categoryId })),
        ...gradesShown.map((grade) => ({
          key: String(grade.id),
          label: grade.name,
          to: coursePathFor({ stage: choice.stage, gradeId: grade.id, categoryId: choice.categoryId }),
        })),
      ],
    },
    {
      key: 'subject',
      value: choice.categoryId === null ? 'all' : String(choice.categoryId),
      options: [
        all('all', coursePathFor({ ...choice, categoryId: null })),
        ...subjectsFor(basic, choice).map((category) => ({
          key: String(category.id),
          label: category.name,
          to: coursePathFor({ ...choice, categoryId: category.id }),
        })),
      ],
    },
  ];
}
