import { useState, type FormEvent } from 'react';
import {
  PARENT_TEXT_LIMITS,
  saveParentTextsRequest,
  type parentTextsDetail,
  type ParentTextsEdit,
} from '@contract/api/schemas/admin/campaignTexts';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { Button } from '@/components/Button';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TextAreaField } from '@/components/TextAreaField';
import { useTranslation } from '@/i18n/react';
import { invalidFields, SiteToolbar, useSiteAction } from '../SiteList';
import * as styles from '../CampaignGift/CampaignGift.css';

export type CampaignParentTextsData = AppDataOf<typeof parentTextsDetail>;
type Texts = CampaignParentTextsData['settings'];

export interface CampaignParentTextsProps {
  texts: Loadable<CampaignParentTextsData>;
  canWrite: boolean;
  onSave: (edit: ParentTextsEdit) => Promise<unknown>;
}

const FIELDS = ['verifyIntro', 'consentNote', 'relationshipHint', 'fullText'] as const satisfies readonly (keyof Texts)[];
const HINTS: Partial<Record<keyof Texts, 'verifyIntroHint' | 'consentNoteHint'>> = {
  verifyIntro: 'verifyIntroHint',
  consentNote: 'consentNoteHint',
};

interface FormProps {
  initial: CampaignParentTextsData;
  canWrite: boolean;
  save: ReturnType<typeof useSiteAction>;
  saved: boolean;
  onSubmit: (edit: ParentTextsEdit) => void;
}

function ParentTextsForm({ initial, canWrite, save, saved, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Texts>(initial.settings);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const dirty = FIELDS.some((field) => values[field] !== initial.settings[field]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const edit = { ...values, version: initial.version };
    const found = invalidFields(saveParentTextsRequest, edit);
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('admin.campaigns.sections.parents')}>
      {save.error ? (
        <Notice tone="error" message={save.error} />
      ) : saved && !dirty ? (
        <Notice tone="success" message={t('admin.campaigns.parents.saved')} />
      ) : initial.version === 0 ? (
        <Notice tone="info" message={t('admin.campaigns.parents.neverSaved')} />
      ) : null}
      <fieldset className={styles.fields} disabled={!canWrite}>
        {FIELDS.map((field) => {
          const hint = HINTS[field];
          return (
            <TextAreaField
              key={field}
              label={t(`admin.campaigns.parents.form.${field}`)}
              hint={hint ? t(`admin.campaigns.parents.form.${hint}`) : undefined}
              value={values[field]}
              onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
              maxLength={PARENT_TEXT_LIMITS[field]}
              rows={field === 'fullText' ? 4 : 2}
              error={invalid.has(field) ? t(`admin.campaigns.parents.errors.${field}`) : undefined}
            />
          );
        })}
      </fieldset>
      {canWrite ? (
        <div className={styles.bar}>
          <Button type="submit" loading={save.pending} disabled={!dirty}>
            {save.pending ? t('admin.campaigns.parents.saving') : t('admin.campaigns.parents.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The parent-binding pages' texts, as /parentCode/* shows them. */
export function CampaignParentTexts({ texts, canWrite, onSave }: CampaignParentTextsProps) {
  const { t } = useTranslation();
  const save = useSiteAction();
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <SiteToolbar intro={t('admin.campaigns.parents.intro')} />
      <LoadableContent
        value={texts}
        skeleton={
          <SkeletonGroup className={styles.fields}>
            <Skeleton shape="rect" height="60px" />
            <Skeleton shape="rect" height="60px" />
            <Skeleton shape="rect" height="60px" />
            <Skeleton shape="rect" height="90px" />
          </SkeletonGroup>
        }
      >
        {(data) => (
          // A save answers with the stored texts and their version: the form starts again from them.
          <ParentTextsForm
            key={data.version}
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
