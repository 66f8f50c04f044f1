import { useEffect, useRef, useState } from 'react';
import { TUTOR_LIMITS } from '@contract/api/schemas/admin/tutors';
import { Button } from '@/components/Button';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { movedBy } from '../CourseOutline';
import * as styles from './TutorForm.css';

export interface AchievementListProps {
  lines: readonly string[];
  onChange: (lines: string[]) => void;
  readOnly: boolean;
  error?: string | undefined;
  className?: string;
}

/** A tutor's achievements, one line each: typed, added, removed and moved up or down. */
export function AchievementList({ lines, onChange, readOnly, error, className }: AchievementListProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const full = lines.length >= TUTOR_LIMITS.achievements;
  // Each line keeps its element (and the focus) as it moves: keys follow the lines through every change here.
  const next = useRef(lines.length);
  const [keys, setKeys] = useState(() => lines.map((_, index) => index));
  const keyOf = (index: number) => (keys.length === lines.length ? keys[index]! : index);

  function change(nextLines: string[], nextKeys: number[]) {
    setKeys(nextKeys);
    onChange(nextLines);
  }
  const currentKeys = () => lines.map((_, index) => keyOf(index));

  // A line just added is typed into at once.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [lines.length]);

  function add() {
    added.current = true;
    change([...lines, ''], [...currentKeys(), next.current++]);
  }

  return (
    <fieldset className={[styles.achievements, className].filter(Boolean).join(' ')} aria-describedby="tutor-achievements-note">
      <legend className={styles.legend}>{t('admin.tutors.form.achievements')}</legend>
      {lines.length === 0 ? (
        <p className={styles.note}>{t('admin.tutors.form.noAchievements')}</p>
      ) : (
        <ol className={styles.lines} ref={list}>
          {lines.map((line, index) => {
            const n = index + 1;
            return (
              <li key={keyOf(index)} className={styles.line}>
                <span className={styles.lineNo} aria-hidden>
                  {n}
                </span>
                <input
                  className={styles.lineInput}
                  value={line}
                  maxLength={TUTOR_LIMITS.achievement}
                  aria-label={t('admin.tutors.form.achievement', { n })}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onChange(lines.map((old, at) => (at === index ? event.target.value : old)))}
                />
                {readOnly ? null : (
                  <span className={styles.lineTools}>
                    <button
                      type="button"
                      className={shared.linkButton}
                      disabled={index === 0}
                      aria-label={t('admin.tutors.form.up', { n })}
                      onClick={() => change(movedBy(lines, index, -1), movedBy(currentKeys(), index, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={shared.linkButton}
                      disabled={index === lines.length - 1}
                      aria-label={t('admin.tutors.form.down', { n })}
                      onClick={() => change(movedBy(lines, index, 1), movedBy(currentKeys(), index, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={shared.linkButton}
                      aria-label={t('admin.tutors.form.remove', { n })}
                      onClick={() =>
                        change(
                          lines.filter((_, at) => at !== index),
                          currentKeys().filter((_, at) => at !== index),
                        )
                      }
                    >
                      ✕
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : (
        <Button type="button" variant="outline" size="sm" className={styles.add} disabled={full} onClick={add}>
          + {t('admin.tutors.form.addAchievement')}
        </Button>
      )}
      <p id="tutor-achievements-note" className={error ? styles.noteError : styles.note}>
        {error ?? t('admin.tutors.form.achievementsHint')}
      </p>
    </fieldset>
  );
}
