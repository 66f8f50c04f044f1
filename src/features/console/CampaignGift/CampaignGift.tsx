import { useState, type FormEvent } from 'react';
import { GIFT_LIMITS, saveGiftRequest, type giftDetail, type GiftEdit } from '@contract/api/schemas/admin/campaignTexts';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { giftOpenAt } from '@contract/vocabulary/giftOffer';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import type { PagedListState } from '../ConsoleTable';
import { invalidFields, localInputOf, momentOf, SiteToolbar, useSiteAction } from '../SiteList';
import { GiftClaims, type GiftClaimRow } from './GiftClaims';
import { GiftPreview } from './GiftPreview';
import * as styles from './CampaignGift.css';

export type CampaignGiftData = AppDataOf<typeof giftDetail>;

export interface CampaignGiftProps {
  setting: Loadable<CampaignGiftData>;
  canWrite: boolean;
  onSave: (edit: GiftEdit) => Promise<unknown>;
  claims: PagedListState<GiftClaimRow>;
  claimsPage: number;
  claimsPageSize: number;
  onClaimsPageChange: (page: number) => void;
  /** The moment the preview's open/ended state is judged at; now by default. */
  now?: Date;
}

interface GiftValues {
  isOpen: boolean;
  heading: string;
  intro: string;
  items: string;
  noticeTitle: string;
  noticeContent: string;
  /** As the datetime-local input shows it. */
  endsAt: string;
}

type Field = Exclude<keyof GiftValues, 'isOpen'>;

const valuesOf = ({ settings }: CampaignGiftData): GiftValues => ({
  ...settings,
  items: settings.items.join('\n'),
  endsAt: localInputOf(settings.endsAt),
});

interface FormProps {
  initial: CampaignGiftData;
  canWrite: boolean;
  save: ReturnType<typeof useSiteAction>;
  saved: boolean;
  now: Date;
  onSubmit: (edit: GiftEdit) => void;
}

function GiftForm({ initial, canWrite, save, saved, now, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const start = valuesOf(initial);
  const [values, setValues] = useState<GiftValues>(start);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const dirty = (Object.keys(values) as (keyof GiftValues)[]).some((key) => values[key] !== start[key]);
  const set = <Key extends keyof GiftValues>(key: Key, value: GiftValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (invalid.has(field) ? t(`admin.campaigns.gift.errors.${field}`) : undefined);
  const endsAt = momentOf(values.endsAt);

  function submit(event: FormEvent) {
    event.preventDefault();
    const edit: GiftEdit = { ...values, isOpen: values.isOpen ? '1' : '0', endsAt, version: initial.version };
    const found = invalidFields(saveGiftRequest, edit);
    // A blank required field is dropped before the check, so it shows as missing: the same message.
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  const items = values.items
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const open = giftOpenAt({ isOpen: values.isOpen, endsAt: endsAt && !Number.isNaN(Date.parse(endsAt)) ? endsAt : null }, now);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('admin.campaigns.sections.gift')}>
      {save.error ? (
        <Notice tone="error" message={save.error} />
      ) : saved && !dirty ? (
        <Notice tone="success" message={t('admin.campaigns.gift.saved')} />
      ) : initial.version === 0 ? (
        <Notice tone="info" message={t('admin.campaigns.gift.neverSaved')} />
      ) : null}
      <div className={styles.layout}>
        <fieldset className={styles.fields} disabled={!canWrite}>
          <Checkbox checked={values.isOpen} onCheckedChange={(checked) => set('isOpen', checked)}>
            {t('admin.campaigns.gift.form.isOpen')}
          </Checkbox>
          <TextField
            label={t('admin.campaigns.gift.form.heading')}
            value={values.heading}
            onValueChange={(value) => set('heading', value)}
            maxLength={GIFT_LIMITS.heading}
            error={errorOf('heading')}
          />
          <TextAreaField
            label={t('admin.campaigns.gift.form.intro')}
            value={values.intro}
            onValueChange={(value) => set('intro', value)}
            maxLength={GIFT_LIMITS.intro}
            rows={3}
            error={errorOf('intro')}
          />
          <TextAreaField
            label={t('admin.campaigns.gift.form.items')}
            hint={t('admin.campaigns.gift.form.itemsHint')}
            value={values.items}
            onValueChange={(value) => set('items', value)}
            rows={GIFT_LIMITS.items}
            error={errorOf('items')}
          />
          <div className={styles.pair}>
            <TextField
              label={t('admin.campaigns.gift.form.noticeTitle')}
              value={values.noticeTitle}
              onValueChange={(value) => set('noticeTitle', value)}
              maxLength={GIFT_LIMITS.noticeTitle}
              error={errorOf('noticeTitle')}
            />
            <TextField
              type="datetime-local"
              label={t('admin.campaigns.gift.form.endsAt')}
              hint={t('admin.campaigns.gift.form.endsAtHint')}
              value={values.endsAt}
              onValueChange={(value) => set('endsAt', value)}
              error={errorOf('endsAt')}
            />
          </div>
          <TextAreaField
            label={t('admin.campaigns.gift.form.noticeContent')}
            hint={t('admin.campaigns.gift.form.noticeHint')}
            value={values.noticeContent}
            onValueChange={(value) => set('noticeContent', value)}
            maxLength={GIFT_LIMITS.noticeContent}
            rows={3}
            error={errorOf('noticeContent')}
          />
        </fieldset>
        <GiftPreview heading={values.heading} intro={values.intro} items={items} open={open} />
      </div>
      {canWrite ? (
        <div className={styles.bar}>
          <Button type="submit" loading={save.pending} disabled={!dirty}>
            {save.pending ? t('admin.campaigns.gift.saving') : t('admin.campaigns.gift.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The /m/gift page's switch, texts and notification, a preview of the page, and who has claimed. */
export function CampaignGift({ setting, canWrite, onSave, now, ...claims }: CampaignGiftProps) {
  const { t } = useTranslation();
  const save = useSiteAction();
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <SiteToolbar intro={t('admin.campaigns.gift.intro')} />
      <LoadableContent
        value={setting}
        skeleton={
          <SkeletonGroup className={styles.fields}>
            <Skeleton shape="rect" height="40px" width="60%" />
            <Skeleton shape="rect" height="80px" width="60%" />
            <Skeleton shape="rect" height="120px" width="60%" />
          </SkeletonGroup>
        }
      >
        {(data) => (
          // A save answers with the stored setting and its version: the form starts again from them.
          <GiftForm
            key={data.version}
            initial={data}
            canWrite={canWrite}
            save={save}
            saved={saved}
            now={now ?? new Date()}
            onSubmit={(edit) => {
              setSaved(false);
              void save.run(() => onSave(edit)).then(setSaved);
            }}
          />
        )}
      </LoadableContent>
      <GiftClaims
        list={claims.claims}
        page={claims.claimsPage}
        pageSize={claims.claimsPageSize}
        onPageChange={claims.onClaimsPageChange}
      />
    </div>
  );
}
