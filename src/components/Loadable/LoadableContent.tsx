import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { EmptyState, type EmptyStateSize } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import type { Loadable } from './loadable';

export interface LoadableContentProps<T> {
  value: Loadable<T>;
  /** Drawn while loading: a skeleton of the same size as the content, so nothing jumps when it arrives. */
  skeleton: ReactNode;
  /** Whether ready data has nothing to show; the `empty` view is drawn instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** Defaults to the 'no content' state. */
  empty?: ReactNode;
  /** Defaults to the 'load failed, retry later' message. */
  errorMessage?: ReactNode;
  size?: EmptyStateSize;
  children: (data: T) => ReactNode;
}

/**
 * One region of a page in whichever state its data is: skeleton, load failure with retry, empty, content.
 * A load refused because the session ended says so (never 'not found' or 'failed'); its button asks again,
 * which brings up the login.
 */
export function LoadableContent<T>({
  value,
  skeleton,
  isEmpty,
  empty,
  errorMessage,
  size = 'md',
  children,
}: LoadableContentProps<T>) {
  const { t } = useTranslation();
  if (value.status === 'loading') return <>{skeleton}</>;
  if (value.status === 'error' && value.signedOut) {
    return (
      <LoadError
        size={size}
        message={t('components.loadError.signedOut')}
        retryLabel={t('components.loadError.signIn')}
        onRetry={value.retry}
        retrying={value.retrying}
      />
    );
  }
  if (value.status === 'error') {
    return <LoadError size={size} message={errorMessage} onRetry={value.retry} retrying={value.retrying} />;
  }
  if (isEmpty?.(value.data)) return <>{empty ?? <EmptyState size={size} />}</>;
  return <>{children(value.data)}</>;
}
