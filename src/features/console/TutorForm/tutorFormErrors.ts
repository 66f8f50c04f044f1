import { saveTutor, tutorSaveFields, type TutorFormValues } from '@contract/api/schemas/admin/tutors';
import { dropEmptyFields } from '@contract/api/schemas/messages';

/** The fields of the tutor form, in the order they are shown (and their problems are listed). */
export const TUTOR_FORM_FIELDS = [
  'name',
  'gender',
  'photoUrl',
  'school',
  'major',
  'categoryId',
  'gradeId',
  'sort',
  'achievements',
  'intro',
] as const;
export type TutorFormField = (typeof TUTOR_FORM_FIELDS)[number];

/**
 * The fields the server would refuse, found with the save call's own schema (the one the server checks the
 * request with), so the form and the server never disagree on what is valid. Fields are sent as the form sends
 * them: blanks left out, as the server reads them.
 */
export function tutorFormErrors(values: TutorFormValues): TutorFormField[] {
  const checked = saveTutor.request.safeParse(dropEmptyFields(tutorSaveFields(values)));
  if (checked.success) return [];
  const wrong = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  return TUTOR_FORM_FIELDS.filter((field) => wrong.has(field));
}
