import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { CopyText } from '@/components/CopyText';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as styles from './InspectorLink.css';

export interface MadeInspectorLink {
  /** The whole address to open, on the site's origin. */
  url: string;
  /** When the link stops opening the inspector, as the console shows times. */
  expiresAt: string;
}

export interface InspectorLinkProps {
  made: MadeInspectorLink | null;
  making: boolean;
  error: string | null;
  onMake: (path: string) => void;
}

/**
 * Makes a short-lived link that opens the state inspector on a page of the family site, for reproducing a
 * family's problem in a production browser: the page shows every flow's states and events in the inspector.
 */
export function InspectorLink({ made, making, error, onMake }: InspectorLinkProps) {
  const { t } = useTranslation();
  const [path, setPath] = useState('/home');

  function submit(event: FormEvent) {
    event.preventDefault();
    onMake(path.trim());
  }

  return (
    <section className={shared.panel} aria-labelledby="console-inspector">
      <h2 id="console-inspector" className={shared.pageTitle}>
        {t('admin.overview.inspector.title')}
      </h2>
      <p className={shared.pageIntro}>{t('admin.overview.inspector.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          className={styles.path}
          label={t('admin.overview.inspector.path')}
          hint={t('admin.overview.inspector.pathHint')}
          value={path}
          onValueChange={setPath}
          maxLength={500}
        />
        <Button type="submit" disabled={making} aria-busy={making || undefined}>
          {t('admin.overview.inspector.make')}
        </Button>
      </form>
      {error ? <Notice tone="error" message={error} /> : null}
      {made ? (
        <div className={styles.made}>
          <CopyText className={styles.link} text={made.url} label={t('admin.overview.inspector.link')} />
          <p className={styles.expiry}>{t('admin.overview.inspector.expires', { time: made.expiresAt })}</p>
        </div>
      ) : null}
    </section>
  );
}
