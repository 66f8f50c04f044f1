import { useInBrowser } from '@/lib/useInBrowser';
import { useAppSelector } from './appActorContext';

const NO_HISTORY: readonly string[] = [];

/**
 * The keywords searched in this browser, newest first. They live in its storage, which the server does not see:
 * they join once the app has taken a drawn page over, or the search box would not match its markup and be drawn
 * afresh (losing a focus or text it already held).
 */
export function useSearchHistory(): readonly string[] {
  const stored = useAppSelector((snapshot) => snapshot.context.searchHistory);
  return useInBrowser() ? stored : NO_HISTORY;
}
