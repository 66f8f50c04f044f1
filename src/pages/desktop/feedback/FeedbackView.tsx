import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { Breadcrumb, Container } from '@/components/PageShell';
import { FeedbackForm, type FeedbackFormProps } from '@/features/site/forms';
import * as shared from '@/features/site/shared.css';
import * as styles from './FeedbackPage.css';

/** /fackback: complaints and suggestions, anonymous. */
export function FeedbackView(props: FeedbackFormProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <Breadcrumb
        items={[{ label: t('routes.home'), to: '/home' }, { label: t('routes.feedback') }]}
        LinkComponent={Link}
        className={styles.crumbs}
      />
      <h1 className={styles.hidden}>{t('routes.feedback')}</h1>
      <div className={styles.column}>
        <FeedbackForm {...props} />
      </div>
    </Container>
  );
}
