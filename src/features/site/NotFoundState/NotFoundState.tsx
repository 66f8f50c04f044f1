import type { ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { linkButton } from '@/components/PageShell';
import * as styles from '../shared.css';

/** A detail page whose record does not exist (a wrong or old link): say so and offer the way on. */
export function NotFoundState({
  title,
  description,
  to,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  to: string;
  action: ReactNode;
}) {
  return (
    <div className={styles.notFound}>
      <EmptyState
        title={title}
        description={description}
        action={
          <Link to={to} className={linkButton.primary}>
            {action}
          </Link>
        }
      />
    </div>
  );
}
