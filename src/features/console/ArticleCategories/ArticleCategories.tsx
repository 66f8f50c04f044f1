import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as styles from './ArticleCategories.css';

export interface ArticleCategoriesProps {
  categories: readonly { id: number; name: string; articleCount: number }[];
  canWrite: boolean;
  saving: boolean;
  /** The server's refusal of the last save (a name taken, say). */
  error: string | null;
  onSave: (category: { categoryId: number | null; name: string }) => void;
}

/** The news categories with their article counts; a new one added, or one renamed in place. */
export function ArticleCategories({ categories, canWrite, saving, error, onSave }: ArticleCategoriesProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ categoryId: number | null; name: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const editingId = editing ? (editing.categoryId ?? 'new') : null;
  // The name field takes the focus when it opens, so the name can be typed at once.
  useEffect(() => {
    if (editingId !== null) input.current?.focus();
  }, [editingId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const name = editing.name.trim();
    if (!name || name.length > 16) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSave({ categoryId: editing.categoryId, name });
    setEditing(null);
  }

  const form = editing ? (
    <form className={styles.form} onSubmit={submit}>
      <input
        ref={input}
        className={styles.input}
        aria-label={t('admin.news.categories.name')}
        value={editing.name}
        maxLength={16}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setInvalid(false);
          setEditing({ ...editing, name: event.target.value });
        }}
      />
      <Button type="submit" size="sm" loading={saving}>
        {t('admin.news.categories.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
        {t('admin.news.categories.cancel')}
      </Button>
    </form>
  ) : null;

  return (
    <section className={styles.root} aria-labelledby="news-categories-title">
      <h2 id="news-categories-title" className={styles.title}>
        {t('admin.news.categories.title')}
      </h2>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id} className={styles.item}>
            {editing?.categoryId === category.id ? (
              form
            ) : (
              <>
                <span>{category.name}</span>
                <span className={shared.muted}>{t('admin.news.categories.count', { count: category.articleCount })}</span>
                {canWrite ? (
                  <button
                    type="button"
                    className={shared.linkButton}
                    onClick={() => setEditing({ categoryId: category.id, name: category.name })}
                    aria-label={`${t('admin.news.categories.rename')} ${category.name}`}
                  >
                    {t('admin.news.categories.rename')}
                  </button>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      {invalid ? <p className={shared.errorText}>{t('admin.news.categories.required')}</p> : null}
      {error ? (
        <p role="alert" className={shared.errorText}>
          {error}
        </p>
      ) : null}
      {canWrite ? (
        editing?.categoryId === null ? (
          form
        ) : (
          <button type="button" className={shared.linkButton} onClick={() => setEditing({ categoryId: null, name: '' })}>
            + {t('admin.news.categories.add')}
          </button>
        )
      ) : null}
    </section>
  );
}
