import { useState, type FormEvent } from 'react';
import { saveBannerRequest, type BannerEdit } from '@contract/api/schemas/admin/site';
import { Checkbox } from '@/components/Checkbox';
import { FormField } from '@/components/FormField';
import { RadioChips } from '@/components/RadioChips';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { CoverField } from '../CoverCropper';
import * as shared from '../consoleStyles.css';
import { invalidFields, localInputOf, momentOf, SiteFormDialog, siteListStyles as styles } from '../SiteList';
import type { SiteBannerRow } from './types';

const LINK_KINDS = ['none', 'path', 'course'] as const;
type LinkKind = (typeof LINK_KINDS)[number];

type Field = 'title' | 'subtitle' | 'imageUrl' | 'linkPath' | 'courseId' | 'startsAt' | 'endsAt';

export interface BannerDialogProps {
  /** The banner being edited, or null for a new one. */
  banner: SiteBannerRow | null;
  courses: readonly { id: number; title: string }[];
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (edit: BannerEdit) => void;
  onUploadImage: (file: File) => Promise<string>;
}

/** A banner's picture (cropped to 1400×400), words, link, active flag and schedule, checked by the call's own rules. */
export function BannerDialog({ banner, courses, saving, error, onCancel, onSubmit, onUploadImage }: BannerDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    imageUrl: banner?.imageUrl ?? '',
    linkKind: (banner?.courseId ? 'course' : banner?.linkPath ? 'path' : 'none') as LinkKind,
    linkPath: banner?.courseId ? '' : (banner?.linkPath ?? ''),
    courseId: banner?.courseId ?? null,
    isActive: banner?.isActive ?? true,
    startsAt: localInputOf(banner?.startsAt ?? null),
    endsAt: localInputOf(banner?.endsAt ?? null),
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const set = <Key extends keyof typeof values>(key: Key, value: (typeof values)[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (invalid.has(field) ? t(`admin.operations.banners.form.errors.${field}`) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const edit: BannerEdit = {
      ...(banner ? { bannerId: banner.id, version: banner.version } : {}),
      title: values.title,
      subtitle: values.subtitle,
      imageUrl: values.imageUrl,
      linkPath: values.linkKind === 'path' ? values.linkPath : '',
      ...(values.linkKind === 'course' && values.courseId ? { courseId: values.courseId } : {}),
      isActive: values.isActive ? '1' : '0',
      startsAt: momentOf(values.startsAt),
      endsAt: momentOf(values.endsAt),
    };
    const found = new Set(invalidFields(saveBannerRequest, edit));
    // The schema lets a banner open nothing; a chosen path or course must be given.
    if (values.linkKind === 'path' && !values.linkPath.trim()) found.add('linkPath');
    if (values.linkKind === 'course' && !values.courseId) found.add('courseId');
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  return (
    <SiteFormDialog
      title={t(banner ? 'admin.operations.banners.form.editTitle' : 'admin.operations.banners.form.newTitle')}
      description={
        banner
          ? t('admin.operations.banners.form.meta', { version: banner.version, updatedAt: formatDateTime(banner.updatedAt) })
          : t('admin.operations.banners.intro')
      }
      width={720}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <div className={styles.wide}>
        <CoverField
          label={t('admin.operations.banners.form.picture')}
          hint={t('admin.operations.banners.form.pictureHint')}
          value={values.imageUrl}
          onChange={(url) => set('imageUrl', url)}
          onUpload={onUploadImage}
          readOnly={false}
          shape="banner"
          error={errorOf('imageUrl')}
        />
      </div>
      <TextField
        label={t('admin.operations.banners.form.title')}
        value={values.title}
        onValueChange={(value) => set('title', value)}
        maxLength={40}
        error={errorOf('title')}
      />
      <TextField
        label={t('admin.operations.banners.form.subtitle')}
        value={values.subtitle}
        onValueChange={(value) => set('subtitle', value)}
        maxLength={80}
        error={errorOf('subtitle')}
      />
      <div className={styles.wide}>
        <RadioChips
          legend={t('admin.operations.banners.form.link')}
          name="banner-link-kind"
          options={LINK_KINDS.map((kind) => ({ value: kind, label: t(`admin.operations.banners.form.linkKinds.${kind}`) }))}
          value={values.linkKind}
          onValueChange={(value) => set('linkKind', value as LinkKind)}
        />
      </div>
      {values.linkKind === 'path' ? (
        <TextField
          className={styles.wide}
          label={t('admin.operations.banners.form.linkPath')}
          hint={t('admin.operations.banners.form.linkPathHint')}
          value={values.linkPath}
          onValueChange={(value) => set('linkPath', value)}
          maxLength={200}
          error={errorOf('linkPath')}
        />
      ) : null}
      {values.linkKind === 'course' ? (
        <FormField
          className={styles.wide}
          label={t('admin.operations.banners.form.course')}
          htmlFor="banner-course"
          message={errorOf('courseId')}
          messageTone="error"
        >
          <select
            id="banner-course"
            className={shared.select}
            value={values.courseId ?? ''}
            onChange={(event) => set('courseId', event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('admin.operations.banners.form.chooseCourse')}</option>
            {banner?.courseId && !courses.some((course) => course.id === banner.courseId) ? (
              <option value={banner.courseId}>{banner.courseTitle ?? `#${banner.courseId}`}</option>
            ) : null}
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <TextField
        type="datetime-local"
        label={t('admin.operations.banners.form.startsAt')}
        hint={t('admin.operations.banners.form.scheduleHint')}
        value={values.startsAt}
        onValueChange={(value) => set('startsAt', value)}
        error={errorOf('startsAt')}
      />
      <TextField
        type="datetime-local"
        label={t('admin.operations.banners.form.endsAt')}
        value={values.endsAt}
        onValueChange={(value) => set('endsAt', value)}
        error={errorOf('endsAt')}
      />
      <div className={styles.wide}>
        <Checkbox checked={values.isActive} onCheckedChange={(checked) => set('isActive', checked)}>
          {t('admin.operations.banners.form.isActive')}
        </Checkbox>
      </div>
    </SiteFormDialog>
  );
}
