import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/*
 * The name of the record a detail page shows (a course, an article, a tutor), for the document title: the
 * same title the server writes into that address's HTML, so a page reached inside the app and one opened
 * from a link or a search result are named alike.
 */
interface RecordTitle {
  location: string;
  title: string;
}

let current: RecordTitle | null = null;
const listeners = new Set<() => void>();

function publish(next: RecordTitle | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The record title set for `location`, if its page has one. */
export function useRecordTitleAt(location: string): string | null {
  const record = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return record?.location === location ? record.title : null;
}

/** A detail page names the document after its record once the record has arrived. */
export function useRecordTitle(title: string | null | undefined): void {
  const { pathname, search } = useLocation();
  const location = pathname + search;
  useEffect(() => {
    if (!title) return;
    publish({ location, title });
    return () => {
      if (current?.location === location) publish(null);
    };
  }, [location, title]);
}
