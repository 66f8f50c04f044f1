/**
 * Server data as a view receives it: still loading, failed (with a way to try again) or ready. Views take
 * a Loadable instead of a query so they can be drawn in every state by stories without a server; pages
 * turn their queries into one.
 */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      readonly retry: () => void;
      readonly retrying?: boolean;
      /** The session ended (status 2 or 4), so the server would not say: trying again signs in first. */
      readonly signedOut?: boolean;
      /** The server answered and refused (status 0): its message, which the view shows. */
      readonly refusal?: string;
    }
  | { readonly status: 'ready'; readonly data: T };

export const loadableStatuses = ['loading', 'error', 'ready'] as const;
export type LoadableStatus = (typeof loadableStatuses)[number];

export const loading: Loadable<never> = { status: 'loading' };

export function failed(retry: () => void = () => undefined, retrying = false): Loadable<never> {
  return { status: 'error', retry, retrying };
}

export function ready<T>(data: T): Loadable<T> {
  return { status: 'ready', data };
}

/** The data of a ready value, undefined otherwise. */
export function dataOf<T>(value: Loadable<T>): T | undefined {
  return value.status === 'ready' ? value.data : undefined;
}

/** A ready value transformed; loading and failure pass through. */
export function mapLoadable<T, U>(value: Loadable<T>, map: (data: T) => U): Loadable<U> {
  return value.status === 'ready' ? { status: 'ready', data: map(value.data) } : value;
}
