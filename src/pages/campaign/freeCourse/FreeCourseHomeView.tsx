import { useTranslation } from '@/i18n/react';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import { PhoneCodeForm, type PhoneCodeFormProps } from '@/features/campaign/PhoneCodeForm';
import { TrialOffers, type TrialOffersProps } from '@/features/campaign/TrialOffers';
import * as page from '@/features/campaign/campaignPage.css';

export interface FreeCourseHomeViewProps {
  offers: Loadable<Pick<TrialOffersProps, 'grades'>>;
  selected: number | null;
  selectError: string | null;
  onSelect: (courseId: number) => void;
  form: Omit<PhoneCodeFormProps, 'title' | 'submitLabel'>;
}

/** /freeCourse/home: the free courses by grade and the claim with phone and SMS code. */
export function FreeCourseHomeView({ offers, selected, selectError, onSelect, form }: FreeCourseHomeViewProps) {
  const { t } = useTranslation();
  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('campaign.trial.heading')}</h1>
        <p className={styles.heroText}>{t('campaign.trial.intro', { count: 3 })}</p>
      </header>
      <LoadableContent
        value={offers}
        skeleton={
          <SkeletonGroup>
            <Skeleton height="12rem" />
            <Skeleton height="12rem" />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.grades.length === 0}
        empty={<p className={styles.text}>{t('campaign.trial.empty')}</p>}
      >
        {(data) => (
          <>
            <TrialOffers grades={data.grades} selected={selected} onSelect={onSelect} />
            {selectError && <Notice tone="warning" message={selectError} />}
            <PhoneCodeForm {...form} title={t('campaign.trial.claimTitle')} submitLabel={t('campaign.trial.claim')} />
          </>
        )}
      </LoadableContent>
    </div>
  );
}
