import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { EmptyIllustration } from './EmptyIllustration';
import * as styles from './EmptyState.css';

export const emptyStateSizes = ['sm', 'md'] as const satisfies readonly EmptyStateSize[];
export type EmptyStateSize = styles.EmptyStateSize;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Defaults to the generic view's 'no content to query' (SPEC §8). */
  title?: ReactNode;
  description?: ReactNode;
  /** A way forward, such as a button to browse courses. */
  action?: ReactNode;
  size?: EmptyStateSize;
}

export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, size = 'md', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')} data-size={size} {...rest}>
      <EmptyIllustration className={[styles.illustration, styles.illustrationSize[size]].join(' ')} />
      <p className={styles.title}>{title ?? t('components.emptyState.title')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
});
