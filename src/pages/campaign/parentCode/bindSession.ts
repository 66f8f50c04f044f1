import { useCallback, useState } from 'react';

/*
 * What the five binding pages hand on to each other: the ticket the student's code earned (valid 30
 * minutes on the server) and the parent's phone typed on the second page. Kept for this tab only.
 */
export interface BindSession {
  ticket: string;
  parentPhone: string;
}

const KEY = 'xueban.parentBind';

function read(): BindSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<BindSession>) : null;
    return value && typeof value.ticket === 'string' ? { ticket: value.ticket, parentPhone: value.parentPhone ?? '' } : null;
  } catch {
    return null;
  }
}

export function useBindSession() {
  const [session, setSession] = useState<BindSession | null>(read);
  const save = useCallback((next: BindSession | null) => {
    try {
      if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Private modes may refuse storage: the pages still work within this page's state.
    }
    setSession(next);
  }, []);
  return [session, save] as const;
}
