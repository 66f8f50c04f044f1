import { useState, type FormEvent, type ReactNode } from 'react';
import { MONEY_PATTERN, type CourseFormValues } from '@contract/api/schemas/admin/courses';
import { COURSE_STATUS_MOVES, type CourseStatus } from '@contract/vocabulary/courseStatus';
import type { SchoolStage } from '@contract/vocabulary/stages';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { FormField } from '@/components/FormField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { CoverField } from '../CoverCropper';
import { MOVE_LABEL } from '../CourseTable';
import * as styles from './CourseForm.css';
import { RecordFormNotices, RecordSaveBar } from '../RecordForm';

export interface CourseFormProps {
  initial: CourseFormValues;
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
  onSubmit: (values: CourseFormValues) => void;
  onMove: (status: CourseStatus) => void;
  /** Uploads a cropped cover and gives its address; a refusal rejects with its message. */
  onUploadCover: (file: File) => Promise<string>;
  /** Heading parts from the page: status tag, code and version line, back link. */
  head: ReactNode;
}

type Errors = Partial<Record<'title' | 'categoryId' | 'price' | 'originalPrice' | 'saleEndsAt', string>>;

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
  onUploadCover,
  head,
}: CourseFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <Key extends keyof CourseFormValues>(key: Key, value: CourseFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const moves = status ? COURSE_STATUS_MOVES[status].filter((to) => to !== 'draft' || buyerCount === 0) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const price = values.isFree ? '0' : values.price.trim();
    const listPrice = values.originalPrice.trim() || '0';
    const found: Errors = {
      ...(values.title.trim() && values.title.trim().length <= 60 ? {} : { title: t('admin.courses.form.errors.title') }),
      ...(values.categoryId ? {} : { categoryId: t('admin.courses.form.errors.subject') }),
      ...(MONEY_PATTERN.test(price) ? {} : { price: t('admin.courses.form.errors.price') }),
      ...(!MONEY_PATTERN.test(listPrice)
        ? { originalPrice: t('admin.courses.form.errors.price') }
        : Number(listPrice) > 0 && MONEY_PATTERN.test(price) && Number(listPrice) < Number(price)
          ? { originalPrice: t('admin.courses.form.errors.originalPrice') }
          : {}),
      ...(values.saleStartsAt && values.saleEndsAt && values.saleEndsAt <= values.saleStartsAt
        ? { saleEndsAt: t('admin.courses.form.errors.saleWindow') }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, title: values.title.trim(), price, originalPrice: listPrice });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      <RecordFormNotices readOnly={readOnly ? t('admin.courses.form.readOnly') : null} error={error} notice={notice} />
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

        <div className={styles.wide}>
          <CoverField
            label={t('admin.courses.cover.label')}
            hint={t('admin.courses.cover.hint')}
            value={values.coverUrl}
            onChange={(url) => set('coverUrl', url)}
            onUpload={onUploadCover}
            readOnly={readOnly}
          />
        </div>

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
        <TextField
          type="datetime-local"
          label={t('admin.courses.form.saleStartsAt')}
          value={values.saleStartsAt}
          onValueChange={(value) => set('saleStartsAt', value)}
          hint={t('admin.courses.form.saleStartsAtHint')}
        />
        <TextField
          type="datetime-local"
          label={t('admin.courses.form.saleEndsAt')}
          value={values.saleEndsAt}
          onValueChange={(value) => set('saleEndsAt', value)}
          hint={t('admin.courses.form.saleEndsAtHint')}
          error={errors.saleEndsAt}
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
        <RecordSaveBar
          saving={saving}
          exists={Boolean(status)}
          labels={{
            saving: t('admin.courses.form.saving'),
            save: t('admin.courses.form.save'),
            create: t('admin.courses.form.create'),
          }}
        >
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
        </RecordSaveBar>
      )}
    </form>
  );
}
