import { useState, type FormEvent, type ReactNode } from 'react';
import { COURSE_STATUS_MOVES, type CourseStatus } from '@contract/vocabulary/courseStatus';
import type { SchoolStage } from '@contract/vocabulary/stages';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { FormField } from '@/components/FormField';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { MOVE_LABEL } from '../CourseTable';
import * as styles from './CourseForm.css';

export interface CourseFormFields {
  title: string;
  subtitle: string;
  categoryId: number;
  gradeId: number | null;
  teacherName: string;
  teacherIntro: string;
  /** As typed, in yuan. */
  price: string;
  originalPrice: string;
  isFree: boolean;
  isHeadline: boolean;
  hasMaterials: boolean;
}

export interface CourseFormProps {
  initial: CourseFormFields;
  options: {
    categories: readonly { id: number; name: string }[];
    grades: readonly { id: number; name: string; stage: SchoolStage }[];
  };
  /** The saved course's status, or null for a course not saved yet. */
  status: CourseStatus | null;
  /** How many students own the course: one with buyers never returns to a draft. */
  buyerCount: number;
  readOnly: boolean;
  saving: boolean;
  /** The server's refusal of the last save or move. */
  error: string | null;
  /** What just succeeded ("已保存"). */
  notice: string | null;
  onSubmit: (values: CourseFormFields) => void;
  onMove: (status: CourseStatus) => void;
  /** Heading parts from the page: status tag, code and version line, back link. */
  head: ReactNode;
}

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;
type Errors = Partial<Record<'title' | 'categoryId' | 'price' | 'originalPrice', string>>;

/** A course's editable fields, its save and its status moves; checked here as the server checks them again. */
export function CourseForm({
  initial,
  options,
  status,
  buyerCount,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onMove,
  head,
}: CourseFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <Key extends keyof CourseFormFields>(key: Key, value: CourseFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const moves = status ? COURSE_STATUS_MOVES[status].filter((to) => to !== 'draft' || buyerCount === 0) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const price = values.isFree ? '0' : values.price.trim();
    const listPrice = values.originalPrice.trim() || '0';
    const found: Errors = {
      ...(values.title.trim() && values.title.trim().length <= 60 ? {} : { title: t('admin.courses.form.errors.title') }),
      ...(values.categoryId ? {} : { categoryId: t('admin.courses.form.errors.subject') }),
      ...(MONEY.test(price) ? {} : { price: t('admin.courses.form.errors.price') }),
      ...(!MONEY.test(listPrice)
        ? { originalPrice: t('admin.courses.form.errors.price') }
        : Number(listPrice) > 0 && MONEY.test(price) && Number(listPrice) < Number(price)
          ? { originalPrice: t('admin.courses.form.errors.originalPrice') }
          : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, title: values.title.trim(), price, originalPrice: listPrice });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      {readOnly ? <Notice tone="info" message={t('admin.courses.form.readOnly')} /> : null}
      {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="success" message={notice} /> : null}
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <h2 className={styles.sectionTitle}>{t('admin.courses.form.basics')}</h2>
        <TextField
          className={styles.wide}
          label={t('admin.courses.form.title')}
          value={values.title}
          onValueChange={(value) => set('title', value)}
          maxLength={60}
          error={errors.title}
        />
        <TextField
          className={styles.wide}
          label={t('admin.courses.form.subtitle')}
          value={values.subtitle}
          onValueChange={(value) => set('subtitle', value)}
          maxLength={120}
        />
        <FormField
          label={t('admin.courses.form.subject')}
          htmlFor="course-subject"
          message={errors.categoryId}
          messageTone="error"
        >
          <select
            id="course-subject"
            className={[shared.select, styles.selectBlock].join(' ')}
            value={values.categoryId || ''}
            onChange={(event) => set('categoryId', Number(event.target.value))}
          >
            <option value="" disabled>
              {t('admin.courses.form.errors.subject')}
            </option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('admin.courses.form.grade')} htmlFor="course-grade">
          <select
            id="course-grade"
            className={[shared.select, styles.selectBlock].join(' ')}
            value={values.gradeId ?? ''}
            onChange={(event) => set('gradeId', event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('admin.courses.anyGrade')}</option>
            {options.grades.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {grade.name}
              </option>
            ))}
          </select>
        </FormField>

        <h2 className={styles.sectionTitle}>{t('admin.courses.form.teaching')}</h2>
        <TextField
          label={t('admin.courses.form.teacher')}
          value={values.teacherName}
          onValueChange={(value) => set('teacherName', value)}
          maxLength={32}
        />
        <div />
        <FormField className={styles.wide} label={t('admin.courses.form.teacherIntro')} htmlFor="course-teacher-intro">
          <textarea
            id="course-teacher-intro"
            className={styles.textarea}
            value={values.teacherIntro}
            maxLength={500}
            onChange={(event) => set('teacherIntro', event.target.value)}
          />
        </FormField>

        <h2 className={styles.sectionTitle}>{t('admin.courses.form.sale')}</h2>
        <TextField
          label={t('admin.courses.form.price')}
          value={values.isFree ? '0' : values.price}
          onValueChange={(value) => set('price', value)}
          inputMode="decimal"
          maxLength={9}
          disabled={values.isFree || readOnly}
          error={errors.price}
        />
        <TextField
          label={t('admin.courses.form.originalPrice')}
          value={values.originalPrice}
          onValueChange={(value) => set('originalPrice', value)}
          inputMode="decimal"
          maxLength={9}
          hint={t('admin.courses.form.originalPriceHint')}
          error={errors.originalPrice}
        />
        <div className={styles.flags}>
          <Checkbox checked={values.isFree} onCheckedChange={(checked) => set('isFree', checked)} disabled={readOnly}>
            {t('admin.courses.form.isFree')}
          </Checkbox>
          <Checkbox checked={values.isHeadline} onCheckedChange={(checked) => set('isHeadline', checked)} disabled={readOnly}>
            {t('admin.courses.form.isHeadline')}
          </Checkbox>
          <Checkbox checked={values.hasMaterials} onCheckedChange={(checked) => set('hasMaterials', checked)} disabled={readOnly}>
            {t('admin.courses.form.hasMaterials')}
          </Checkbox>
        </div>
      </fieldset>
      {readOnly ? null : (
        <div className={styles.bar}>
          <span className={styles.barActions}>
            {moves.map((to) => (
              <Button
                key={to}
                type="button"
                variant={to === 'published' ? 'accent' : 'outline'}
                disabled={saving}
                onClick={() => onMove(to)}
              >
                {t(`admin.courses.status.${MOVE_LABEL[to]}`)}
              </Button>
            ))}
          </span>
          <Button type="submit" loading={saving}>
            {saving ? t('admin.courses.form.saving') : status ? t('admin.courses.form.save') : t('admin.courses.form.create')}
          </Button>
        </div>
      )}
    </form>
  );
}
