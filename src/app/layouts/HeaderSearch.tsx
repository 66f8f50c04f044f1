import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { useAppActor } from '@/app/providers/appActorContext';
import { useSearchHistory } from '@/app/providers/useSearchHistory';
import { SearchBox } from '@/components/SearchBox';
import { pathWith } from '@/lib/url';
import * as styles from './HeaderSearch.css';

const SEARCH_PATH = '/search';
const KEYWORD_PARAM = 'keyWord';
export const searchPath = (keyword: string) => pathWith(SEARCH_PATH, { [KEYWORD_PARAM]: keyword.trim() });

/**
 * The header's search: keywords go to /search and into the app's history (SPEC: blank ones are not kept,
 * a repeated one moves to the front, six at most). On phones it is an icon that opens the box below the header.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const actor = useAppActor();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [value, setValue] = useState('');
  const [expanded, setExpanded] = useState(false);
  const submit = (keyword: string) => {
    if (!keyword.trim()) return;
    actor.send({ type: 'search.submit', keyword });
    setValue('');
    setExpanded(false);
    void navigate(searchPath(keyword));
  };
  return (
    <div className={styles.root} data-state={expanded ? 'open' : 'closed'}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-label={t('componentsB.searchBox.open')}
        onClick={() => setExpanded((open) => !open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L20 20" />
        </svg>
      </button>
      <div className={styles.box}>
        <SearchBox
          value={value}
          onValueChange={setValue}
          onSubmit={submit}
          history={history}
          onRemoveEntry={(keyword) => actor.send({ type: 'search.removeEntry', keyword })}
          onClearHistory={() => actor.send({ type: 'search.clearHistory' })}
          focusOnMount={expanded}
          action={SEARCH_PATH}
          name={KEYWORD_PARAM}
        />
      </div>
    </div>
  );
}
