import { useState, type FormEvent } from 'react';
import { saveAppLinks, type appLinksDetail, type AppLinksEdit } from '@contract/api/schemas/admin/site';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { Button } from '@/components/Button';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { invalidFields, SiteToolbar, useSiteAction } from '../SiteList';
import * as styles from './SiteAppLinks.css';

export type SiteAppLinksData = AppDataOf<typeof appLinksDetail>;

export interface SiteAppLinksProps {
  links: Loadable<SiteAppLinksData>;
  canWrite: boolean;
  onSave: (edit: Required<AppLinksEdit>) => Promise<unknown>;
}

const PLATFORMS = [
  { key: 'android', url: 'androidUrl', note: 'androidNote', setting: 'APP_ANDROID_URL' },
  { key: 'ios', url: 'iosUrl', note: 'iosNote', setting: 'APP_IOS_URL' },
] as const;

interface AppLinksFormProps {
  initial: SiteAppLinksData;
  canWrite: boolean;
  save: ReturnType<typeof useSiteAction>;
  saved: boolean;
  onSubmit: (edit: Required<AppLinksEdit>) => void;
}

function AppLinksForm({ initial, canWrite, save, saved, onSubmit }: AppLinksFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Required<AppLinksEdit>>({
    androidUrl: initial.androidUrl,
    androidNote: initial.androidNote,
    iosUrl: initial.iosUrl,
    iosNote: initial.iosNote,
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const dirty = (Object.keys(values) as (keyof typeof values)[]).some((key) => values[key] !== initial[key]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = invalidFields(saveAppLinks.request, values);
    setInvalid(found);
    if (found.size === 0) onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate>
      {save.error ? (
        <Notice tone="error" message={save.error} />
      ) : saved && !dirty ? (
        <Notice tone="success" message={t('admin.operations.saved')} />
      ) : null}
      <div className={styles.platforms}>
        {PLATFORMS.map((platform) => (
          <fieldset key={platform.key} className={styles.platform} disabled={!canWrite}>
            <legend className={styles.legend}>{t(`admin.operations.app.${platform.key}`)}</legend>
            {initial.fixedByOperator[platform.key] ? (
              <Notice tone="info" message={t('admin.operations.app.fixedByOperator', { name: platform.setting })} />
            ) : null}
            <TextField
              label={`${t(`admin.operations.app.${platform.key}`)} ${t('admin.operations.app.url')}`}
              hint={t('admin.operations.app.urlHint')}
              type="url"
              inputMode="url"
              value={values[platform.url]}
              onValueChange={(value) => setValues((current) => ({ ...current, [platform.url]: value }))}
              maxLength={500}
              error={invalid.has(platform.url) ? t('admin.operations.app.errors.url') : undefined}
            />
            <TextAreaField
              label={`${t(`admin.operations.app.${platform.key}`)} ${t('admin.operations.app.note')}`}
              value={values[platform.note]}
              onValueChange={(value) => setValues((current) => ({ ...current, [platform.note]: value }))}
              maxLength={200}
              rows={3}
              error={invalid.has(platform.note) ? t('admin.operations.app.errors.note') : undefined}
            />
          </fieldset>
        ))}
      </div>
      {canWrite ? (
        <div className={styles.bar}>
          <Button type="submit" loading={save.pending} disabled={!dirty}>
            {save.pending ? t('admin.operations.saving') : t('admin.operations.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The app's Android and iOS download addresses and notes, as /m/download and the site's links show them. */
export function SiteAppLinks({ links, canWrite, onSave }: SiteAppLinksProps) {
  const { t } = useTranslation();
  const save = useSiteAction();
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <SiteToolbar intro={t('admin.operations.app.intro')} />
      <LoadableContent
        value={links}
        skeleton={
          <SkeletonGroup className={styles.skeleton}>
            <Skeleton shape="rect" height="40px" width="60%" />
            <Skeleton shape="rect" height="80px" width="60%" />
            <Skeleton shape="rect" height="40px" width="60%" />
          </SkeletonGroup>
        }
      >
        {(data) => (
          // A save answers with the stored links: the form starts again from them.
          <AppLinksForm
            key={JSON.stringify(data)}
            initial={data}
            canWrite={canWrite}
            save={save}
            saved={saved}
            onSubmit={(edit) => {
              setSaved(false);
              void save.run(() => onSave(edit)).then(setSaved);
            }}
          />
        )}
      </LoadableContent>
    </div>
  );
}
