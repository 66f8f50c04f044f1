import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import * as webSearch from '@contract/api/calls/web/search';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppActor } from '@/app/providers/appActorContext';
import { useSearchHistory } from '@/app/providers/useSearchHistory';
import { searchKinds } from '@/features/content/SearchResults';
import { SEARCH_PAGE_SIZE, searchKeyword, searchType } from '@contract/vocabulary/search';
import { pathWith, positiveIntParam } from '@/lib/url';
import { SearchView } from './SearchView';
import '@/features/content/texts';

/** What families look for most; offered when a search finds nothing. */
const SUGGESTIONS = ['一次函数', '中考作文', '英语语法', '物理实验', '文言文', '高考数学'];

/** /search?keyWord=&type=&page= (kept alive: back from a result finds the same list). */
export default function SearchPage() {
  const { t } = useTranslation();
  const actor = useAppActor();
  const history = useSearchHistory();
  const [params, setParams] = useSearchParams();
  // The fields the server answers in the HTML of a first visit (contract/api/openingCalls.ts).
  const keyword = searchKeyword(params.get('keyWord'));
  const kind = searchType(params.get('type'));
  const page = positiveIntParam(params.get('page')) ?? 1;
  const [draft, setDraft] = useState<{ for: string; value: string } | null>(null);
  const value = draft?.for === keyword ? draft.value : keyword;
  const results = useApiQuery(
    webSearch.searchInformation,
    { keyWord: keyword, type: kind, page, size: SEARCH_PAGE_SIZE },
    { enabled: keyword !== '', placeholderData: keepPreviousData },
  );
  const counts = results.data?.counts;
  const total = counts ? counts.course + counts.news + counts.tutor : undefined;
  const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name} ${count}`);
  return (
    <SearchView
      keyword={keyword}
      kind={kind}
      results={keyword ? loadableOf(results) : null}
      kinds={[
        { key: 'all', label: label(t('content.search.all'), total), to: pathWith('/search', { keyWord: keyword }) },
        ...searchKinds.map((item) => ({
          key: item,
          label: label(t(`content.search.kinds.${item}`), counts?.[item]),
          to: pathWith('/search', { keyWord: keyword, type: item }),
        })),
      ]}
      box={{
        value,
        onValueChange: (next) => setDraft({ for: keyword, value: next }),
        onSubmit: (next) => {
          if (!next.trim()) return;
          actor.send({ type: 'search.submit', keyword: next });
          setDraft(null);
          setParams(new URLSearchParams({ keyWord: next.trim() }));
        },
        history,
        onRemoveEntry: (entry) => actor.send({ type: 'search.removeEntry', keyword: entry }),
        onClearHistory: () => actor.send({ type: 'search.clearHistory' }),
      }}
      suggestions={history.length > 0 ? [...new Set([...history, ...SUGGESTIONS])].slice(0, 8) : SUGGESTIONS}
      onPageChange={(next) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(next));
          return updated;
        })
      }
    />
  );
}
