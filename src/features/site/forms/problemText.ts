import type { TFunction } from '@/i18n';
import type { FieldProblem } from '../rules';

/** A field's problem in words, naming the field by its label. */
export function problemText(t: TFunction, problem: FieldProblem | undefined, field: string): string | undefined {
  if (!problem) return undefined;
  if (problem.code === 'tooLong') return t('site.form.errors.tooLong', { field, max: problem.max });
  if (problem.code === 'required') return t('site.form.errors.required', { field });
  return t(`site.form.errors.${problem.code}`);
}
