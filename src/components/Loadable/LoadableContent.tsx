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
  /** Defaults to the generic view's 'no content to query' (SPEC §8). */
  empty?: ReactNode;
  /** Defaults to the 'load failed, retry later' message, or the generic view's 'request error' with the server's reason. */
  errorMessage?: ReactNode;
  size?: EmptyStateSize;
  children: (data: T) => ReactNode;
}

/**
 * One region of a page in whichever state its data is: skeleton, load failure with retry, empty, content.
 * It is SPEC §8's generic view, whose texts follow the answer's status: 0 'request error' (with the server's
 * reason), 1 without data 'no content to query', 2 or 4 'no permission, please log in first' (its button asks
 * again, which brings up the login). A load that got no answer at all (network, time-out) says to retry later.
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
        message={t('api.view.noPermission')}
        retryLabel={t('components.loadError.signIn')}
        onRetry={value.retry}
        retrying={value.retrying}
      />
    );
  }
  if (value.status === 'error') {
    const refused = value.refusal ? t('components.loadError.refused', { reason: value.refusal }) : undefined;
    return <LoadError size={size} message={refused ?? errorMessage} onRetry={value.retry} retrying={value.retrying} />;
  }
  if (isEmpty?.(value.data)) return <>{empty ?? <EmptyState size={size} title={t('api.view.noContent')} />}</>;
  return <>{children(value.data)}</>;
}
