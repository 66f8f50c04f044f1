import { useState, type FormEvent } from 'react';
import { LIVE_SEATS, saveLiveClassRequest, type LiveClassEdit } from '@contract/api/schemas/admin/campaignLive';
import { SIGNUP_CHANNELS, type SignupChannel } from '@contract/api/schemas/user/campaign';
import { Checkbox } from '@/components/Checkbox';
import { FormField } from '@/components/FormField';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { CoverField } from '../CoverCropper';
import * as shared from '../consoleStyles.css';
import { invalidFields, localInputOf, momentOf, SiteFormDialog, siteListStyles } from '../SiteList';
import type { LiveClassRow } from './types';

type Field =
  | 'title'
  | 'intro'
  | 'teacherName'
  | 'teacherTitle'
  | 'teacherPhotoUrl'
  | 'courseId'
  | 'startsAt'
  | 'startsAtPast'
  | 'durationMinutes'
  | 'seatsTotal'
  | 'seatsBelowTaken'
  | 'channels';

export interface LiveClassDialogProps {
  /** The session being edited, or null for a new one. */
  liveClass: LiveClassRow | null;
  courses: readonly { id: number; title: string }[];
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (edit: LiveClassEdit) => void;
  onUploadImage: (file: File) => Promise<string>;
  /** The moment the form checks a new start against (stories fix it). */
  now?: () => Date;
}

/**
 * A live session's words, teacher, course, start, length, seats and channels, checked by the call's own rules
 * and by what the session already sold: seats not below those taken, channels with sign-ups kept, and the
 * start and course fixed once it has started.
 */
export function LiveClassDialog({
  liveClass,
  courses,
  saving,
  error,
  onCancel,
  onSubmit,
  onUploadImage,
  now = () => new Date(),
}: LiveClassDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    title: liveClass?.title ?? '',
    intro: liveClass?.intro ?? '',
    teacherName: liveClass?.teacher.name ?? '',
    teacherTitle: liveClass?.teacher.title ?? '',
    teacherPhotoUrl: liveClass?.teacher.photoUrl ?? '',
    courseId: liveClass?.courseId ?? null,
    startsAt: localInputOf(liveClass?.startsAt ?? null),
    durationMinutes: String(liveClass?.durationMinutes ?? 60),
    seatsTotal: String(liveClass?.seatsTotal ?? 100),
    channels: liveClass?.channels ?? [...SIGNUP_CHANNELS],
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const set = <Key extends keyof typeof values>(key: Key, value: (typeof values)[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (field: Field) => t(`admin.campaigns.live.form.errors.${field}`, { taken: liveClass?.seatsTaken ?? 0 });
  const errorOf = (...fields: Field[]) => fields.map((field) => (invalid.has(field) ? text(field) : undefined)).find(Boolean);
  const locked = liveClass?.started ?? false;
  const taken = liveClass?.seatsTaken ?? 0;
  const hasSignups = (channel: SignupChannel) => (liveClass?.signups[channel] ?? 0) > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const startsAt = locked && liveClass ? liveClass.startsAt : momentOf(values.startsAt);
    const edit: LiveClassEdit = {
      ...(liveClass ? { liveClassId: liveClass.id, version: liveClass.version } : {}),
      title: values.title,
      intro: values.intro,
      teacherName: values.teacherName,
      teacherTitle: values.teacherTitle,
      teacherPhotoUrl: values.teacherPhotoUrl,
      courseId: values.courseId ?? '',
      startsAt,
      durationMinutes: values.durationMinutes,
      seatsTotal: values.seatsTotal,
      channels: values.channels.join(','),
    };
    const found = invalidFields(saveLiveClassRequest, edit);
    const startChanged = !liveClass || localInputOf(liveClass.startsAt) !== values.startsAt;
    if (!locked && startChanged && !found.has('startsAt') && Date.parse(startsAt) <= now().getTime()) found.add('startsAtPast');
    if (!found.has('seatsTotal') && Number(values.seatsTotal) < taken) found.add('seatsBelowTaken');
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  return (
    <SiteFormDialog
      title={t(liveClass ? 'admin.campaigns.live.form.editTitle' : 'admin.campaigns.live.form.newTitle')}
      description={
        liveClass
          ? t('admin.campaigns.live.form.meta', { version: liveClass.version, updatedAt: formatDateTime(liveClass.updatedAt) })
          : t('admin.campaigns.live.intro')
      }
      width={760}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        className={siteListStyles.wide}
        label={t('admin.campaigns.live.form.title')}
        value={values.title}
        onValueChange={(value) => set('title', value)}
        maxLength={60}
        error={errorOf('title')}
      />
      <TextAreaField
        className={siteListStyles.wide}
        label={t('admin.campaigns.live.form.intro')}
        value={values.intro}
        onValueChange={(value) => set('intro', value)}
        maxLength={500}
        rows={3}
        error={errorOf('intro')}
      />
      <TextField
        label={t('admin.campaigns.live.form.teacherName')}
        value={values.teacherName}
        onValueChange={(value) => set('teacherName', value)}
        maxLength={20}
        error={errorOf('teacherName')}
      />
      <TextField
        label={t('admin.campaigns.live.form.teacherTitle')}
        value={values.teacherTitle}
        onValueChange={(value) => set('teacherTitle', value)}
        maxLength={40}
        error={errorOf('teacherTitle')}
      />
      <div className={siteListStyles.wide}>
        <CoverField
          label={t('admin.campaigns.live.form.teacherPhoto')}
          value={values.teacherPhotoUrl}
          onChange={(url) => set('teacherPhotoUrl', url)}
          onUpload={onUploadImage}
          readOnly={false}
          shape="photo"
          error={errorOf('teacherPhotoUrl')}
        />
      </div>
      <FormField
        className={siteListStyles.wide}
        label={t('admin.campaigns.live.form.course')}
        htmlFor="live-course"
        message={errorOf('courseId') ?? (locked ? t('admin.campaigns.live.form.startedHint') : undefined)}
        messageTone={errorOf('courseId') ? 'error' : 'hint'}
      >
        <select
          id="live-course"
          className={shared.select}
          value={values.courseId ?? ''}
          disabled={locked}
          onChange={(event) => set('courseId', event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('admin.campaigns.live.form.chooseCourse')}</option>
          {liveClass && !courses.some((course) => course.id === liveClass.courseId) ? (
            <option value={liveClass.courseId}>{liveClass.courseTitle}</option>
          ) : null}
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        type="datetime-local"
        label={t('admin.campaigns.live.form.startsAt')}
        hint={locked ? t('admin.campaigns.live.form.startedHint') : t('admin.campaigns.live.form.startsAtHint')}
        value={values.startsAt}
        disabled={locked}
        onValueChange={(value) => set('startsAt', value)}
        error={errorOf('startsAt', 'startsAtPast')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={t('admin.campaigns.live.form.duration')}
        hint={t('admin.campaigns.live.form.durationHint')}
        value={values.durationMinutes}
        onValueChange={(value) => set('durationMinutes', value)}
        error={errorOf('durationMinutes')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={t('admin.campaigns.live.form.seatsTotal')}
        hint={t('admin.campaigns.live.form.seatsHint', { taken })}
        value={values.seatsTotal}
        min={Math.max(taken, LIVE_SEATS.min)}
        max={LIVE_SEATS.max}
        onValueChange={(value) => set('seatsTotal', value)}
        error={errorOf('seatsTotal', 'seatsBelowTaken')}
      />
      <fieldset
        className={[siteListStyles.stageSet, siteListStyles.wide].join(' ')}
        aria-describedby={invalid.has('channels') ? 'live-channels-error' : undefined}
      >
        <legend className={siteListStyles.legend}>{t('admin.campaigns.live.form.channels')}</legend>
        <span className={siteListStyles.stages}>
          {SIGNUP_CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              checked={values.channels.includes(channel)}
              invalid={invalid.has('channels')}
              // A channel families signed up through stays: its landing page still shows their session.
              disabled={hasSignups(channel) && values.channels.includes(channel)}
              title={hasSignups(channel) ? t('admin.campaigns.live.form.channelLocked') : undefined}
              onCheckedChange={(checked) =>
                set(
                  'channels',
                  SIGNUP_CHANNELS.filter((other) => (other === channel ? checked : values.channels.includes(other))),
                )
              }
            >
              {t(`admin.campaigns.live.channels.${channel}`)}
              {hasSignups(channel) ? (
                <span className={shared.muted}>（{t('admin.campaigns.live.form.channelLocked')}）</span>
              ) : null}
            </Checkbox>
          ))}
        </span>
        {invalid.has('channels') ? (
          <span id="live-channels-error" className={shared.errorText}>
            {text('channels')}
          </span>
        ) : null}
      </fieldset>
    </SiteFormDialog>
  );
}
