import { useState, type FormEvent, type ReactNode } from 'react';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_LINKS,
  type BroadcastFormFields,
  beijingInput,
  fromBeijingInput,
  phoneEntries,
  phoneProblem,
} from '@contract/vocabulary/broadcasts';
import { Button } from '@/components/Button';
import { FormField } from '@/components/FormField';
import { Notice } from '@/components/Notice';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { NotificationItem } from '@/features/learning/NotificationItem';
import { useTranslation } from '@/i18n/react';
import { IdSelectField } from '../IdSelectField';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseForm/CourseForm.css';
import * as own from './BroadcastForm.css';

type Choice = { id: number; name: string };

/** What the server answered to the last preview, or where asking it stands. */
export type BroadcastPreviewState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready';
      reach: number;
      title: string;
      content: string;
      sendAt: string | null;
      /** The values previewed: a preview of other values is said to be out of date. */
      of: BroadcastFormFields;
    };

export interface BroadcastFormProps {
  initial: BroadcastFormFields;
  choices: { grades: readonly Choice[]; courses: readonly Choice[]; articles: readonly Choice[] };
  /** A saved broadcast: its state decides whether it may still change. */
  saved: { title: string; editable: boolean } | null;
  readOnly: boolean;
  saving: boolean;
  error: string | null;
  notice: string | null;
  preview: BroadcastPreviewState;
  onPreview: (values: BroadcastFormFields) => void;
  onSubmit: (values: BroadcastFormFields) => void;
  onCancel: () => void;
  head: ReactNode;
  /** The current time (stories fix it): a schedule must come after it. */
  now?: () => Date;
}

type Errors = Partial<Record<'title' | 'content' | 'linkId' | 'audienceId' | 'phones' | 'sendAt', string>>;
type Translate = ReturnType<typeof useTranslation>['t'];

/** What is wrong with the values, field by field; a phone list names every malformed line. */
function problemsOf(values: BroadcastFormFields, now: Date, t: Translate): Errors {
  const title = values.title.trim();
  const badLines = phoneEntries(values.phones)
    .map((entry) => phoneProblem(entry, true))
    .filter(Boolean);
  const at = values.sendAt ? new Date(fromBeijingInput(values.sendAt)) : null;
  return {
    ...(title && title.length <= 40 ? {} : { title: t('admin.broadcasts.form.errors.title') }),
    ...(values.content.trim().length <= 500 ? {} : { content: t('admin.broadcasts.form.errors.content') }),
    ...(values.link !== 'none' && !values.linkId ? { linkId: t('admin.broadcasts.form.errors.link') } : {}),
    ...(values.audience === 'grade' && !values.audienceId ? { audienceId: t('admin.broadcasts.form.errors.grade') } : {}),
    ...(values.audience === 'course' && !values.audienceId ? { audienceId: t('admin.broadcasts.form.errors.course') } : {}),
    ...(values.audience === 'phones' && badLines.length ? { phones: badLines.join('；') } : {}),
    ...(values.audience === 'phones' && !phoneEntries(values.phones).length
      ? { phones: t('admin.broadcasts.form.errors.phones') }
      : {}),
    ...(values.when === 'later' && !(at && at > now) ? { sendAt: t('admin.broadcasts.form.errors.sendAt') } : {}),
  };
}

const sameValues = (a: BroadcastFormFields, b: BroadcastFormFields) => JSON.stringify(a) === JSON.stringify(b);

/** A broadcast's message, link, audience and time, with the server's preview beside it; send, save or cancel. */
export function BroadcastForm({
  initial,
  choices,
  saved,
  readOnly,
  saving,
  error,
  notice,
  preview,
  onPreview,
  onSubmit,
  onCancel,
  head,
  now = () => new Date(),
}: BroadcastFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const locked = readOnly || (saved !== null && !saved.editable);
  const set = <Key extends keyof BroadcastFormFields>(key: Key, value: BroadcastFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Checks the values and hands them on, or shows what is wrong. */
  const checked = (then: (values: BroadcastFormFields) => void) => {
    const found = problemsOf(values, now(), t);
    setErrors(found);
    if (Object.keys(found).length === 0) then(values);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checked(onSubmit);
  };
  const linkChoices = values.link === 'course' ? choices.courses : choices.articles;

  return (
    <div className={own.layout}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.head}>{head}</div>
        {readOnly ? (
          <Notice tone="info" message={t('admin.broadcasts.form.readOnly')} />
        ) : locked ? (
          <Notice tone="info" message={t('admin.broadcasts.form.locked')} />
        ) : null}
        {error ? <Notice tone="error" message={error} /> : notice ? <Notice tone="success" message={notice} /> : null}
        <fieldset className={styles.section} disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <TextField
            className={styles.wide}
            label={t('admin.broadcasts.form.title')}
            value={values.title}
            onValueChange={(value) => set('title', value)}
            maxLength={40}
            error={errors.title}
          />
          <TextAreaField
            className={styles.wide}
            label={t('admin.broadcasts.form.content')}
            value={values.content}
            onValueChange={(value) => set('content', value)}
            maxLength={500}
            rows={4}
            error={errors.content}
          />
          <WordSelect
            id="broadcast-link"
            label={t('admin.broadcasts.form.link')}
            value={values.link}
            choices={BROADCAST_LINKS.map((link) => ({ value: link, label: t(`admin.broadcasts.form.links.${link}`) }))}
            onPick={(link) => setValues((current) => ({ ...current, link, linkId: null }))}
          />
          {values.link === 'none' ? (
            <span />
          ) : (
            <IdSelectField
              id="broadcast-link-id"
              label={t(values.link === 'course' ? 'admin.broadcasts.form.linkCourse' : 'admin.broadcasts.form.linkArticle')}
              value={values.linkId}
              choices={linkChoices}
              onChange={(value) => set('linkId', value)}
              empty={{
                label: t(values.link === 'course' ? 'admin.broadcasts.form.pickCourse' : 'admin.broadcasts.form.pickArticle'),
                required: true,
              }}
              error={errors.linkId}
            />
          )}
          <WordSelect
            id="broadcast-audience"
            label={t('admin.broadcasts.form.audience')}
            value={values.audience}
            choices={BROADCAST_AUDIENCES.map((audience) => ({
              value: audience,
              label: t(`admin.broadcasts.audiences.${audience}`),
            }))}
            onPick={(audience) => setValues((current) => ({ ...current, audience, audienceId: null }))}
          />
          {values.audience === 'grade' || values.audience === 'course' ? (
            <IdSelectField
              id="broadcast-audience-id"
              label={t(values.audience === 'grade' ? 'admin.broadcasts.form.grade' : 'admin.broadcasts.form.course')}
              value={values.audienceId}
              choices={values.audience === 'grade' ? choices.grades : choices.courses}
              onChange={(value) => set('audienceId', value)}
              empty={{
                label: t(values.audience === 'grade' ? 'admin.broadcasts.form.pickGrade' : 'admin.broadcasts.form.pickCourse'),
                required: true,
              }}
              error={errors.audienceId}
            />
          ) : (
            <span />
          )}
          {values.audience === 'phones' ? (
            <TextAreaField
              className={styles.wide}
              label={t('admin.broadcasts.form.phones')}
              value={values.phones}
              onValueChange={(value) => set('phones', value)}
              rows={5}
              hint={t('admin.broadcasts.form.phonesHint')}
              error={errors.phones}
            />
          ) : null}
          <WordSelect
            id="broadcast-when"
            label={t('admin.broadcasts.form.when')}
            value={values.when}
            choices={[
              { value: 'now' as const, label: t('admin.broadcasts.form.now') },
              { value: 'later' as const, label: t('admin.broadcasts.form.later') },
            ]}
            onPick={(when) => set('when', when)}
          />
          {values.when === 'later' ? (
            <TextField
              label={t('admin.broadcasts.form.sendAt')}
              type="datetime-local"
              value={values.sendAt}
              onValueChange={(value) => set('sendAt', value)}
              error={errors.sendAt}
            />
          ) : null}
        </fieldset>
        {locked ? null : (
          <div className={styles.bar}>
            <span className={styles.barActions}>
              <Button type="button" variant="outline" disabled={preview.state === 'loading'} onClick={() => checked(onPreview)}>
                {t('admin.broadcasts.form.preview')}
              </Button>
              {saved ? (
                <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
                  {t('admin.broadcasts.form.cancel')}
                </Button>
              ) : null}
            </span>
            <Button type="submit" variant="accent" disabled={saving}>
              {saved
                ? t('admin.broadcasts.form.save')
                : values.when === 'later'
                  ? t('admin.broadcasts.form.schedule')
                  : t('admin.broadcasts.form.send')}
            </Button>
          </div>
        )}
      </form>
      <BroadcastPreviewPanel preview={preview} values={values} link={values.link} />
    </div>
  );
}

/** A choice of one of a few fixed words (a link kind, an audience, when to send). */
function WordSelect<Value extends string>({
  id,
  label,
  value,
  choices,
  onPick,
}: {
  id: string;
  label: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onPick: (value: Value) => void;
}) {
  return (
    <FormField label={label} htmlFor={id}>
      <select
        id={id}
        className={[shared.select, styles.selectBlock].join(' ')}
        value={value}
        onChange={(event) => onPick(choices.find((choice) => choice.value === event.target.value)!.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The server's preview: the message as a family will see it in 消息中心, and how many families get it. */
function BroadcastPreviewPanel({
  preview,
  values,
  link,
}: {
  preview: BroadcastPreviewState;
  values: BroadcastFormFields;
  link: BroadcastFormFields['link'];
}) {
  const { t } = useTranslation();
  if (preview.state === 'idle') return null;
  return (
    <aside className={own.preview} aria-label={t('admin.broadcasts.form.previewTitle')} aria-busy={preview.state === 'loading'}>
      <strong>{t('admin.broadcasts.form.previewTitle')}</strong>
      {preview.state === 'loading' ? (
        <p className={shared.muted}>{t('admin.loading')}</p>
      ) : preview.state === 'error' ? (
        <Notice tone="error" message={preview.message} />
      ) : (
        <>
          <p className={own.reach} data-testid="broadcast-reach">
            {t('admin.broadcasts.form.reach', { count: preview.reach })}
          </p>
          {sameValues(preview.of, values) ? null : <Notice tone="warning" message={t('admin.broadcasts.form.previewStale')} />}
          <ul className={own.previewList}>
            <NotificationItem
              item={{
                id: 0,
                kind: link === 'course' ? 'course' : 'system',
                title: preview.title,
                content: preview.content,
                objectType: link === 'none' ? null : link,
                objectKey: null,
                read: false,
                // 消息中心 shows the time as written; the console writes Beijing time.
                createdAt: beijingInput(preview.sendAt ?? new Date().toISOString()),
              }}
              to={link === 'none' ? null : '#'}
              onRead={() => undefined}
            />
          </ul>
        </>
      )}
    </aside>
  );
}
