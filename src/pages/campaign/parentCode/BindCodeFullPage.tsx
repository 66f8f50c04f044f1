import '@/features/campaign/texts';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import * as styles from '@/features/campaign/campaign.css';
import { ParentCodeShell, WithBindingTexts } from './ParentCodeShell';

/** /parentCode/bindCodeFull: the student has as many parents as allowed; one must be unbound first. */
export default function BindCodeFullPage() {
  const { t } = useTranslation();
  return (
    <ParentCodeShell title={t('campaign.parent.fullTitle')}>
      <div className={styles.card} data-testid="bind-full">
        <WithBindingTexts>{(texts) => <p className={styles.text}>{texts.fullText}</p>}</WithBindingTexts>
        <Link to="/parentCode/relationshipList" className={styles.linkButton}>
          {t('campaign.parent.manage')}
        </Link>
      </div>
    </ParentCodeShell>
  );
}
