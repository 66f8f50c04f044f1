import type { ReportWeek } from '@contract/api/schemas/admin/studyReports';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { useTranslation } from '@/i18n/react';
import * as styles from './StudyReportsRun.css';

export interface StudyReportsRunResult {
  /** Monday of the week built, YYYY-MM-DD. */
  weekStart: string;
  reportsBuilt: number;
  notificationsSent: number;
}

export interface StudyReportsRunProps {
  /** Roles with service.write build reports now; others read what the weekly job does. */
  canRun: boolean;
  /** The week being built, while a run is on its way. */
  running: ReportWeek | null;
  result: StudyReportsRunResult | null;
  error: string | null;
  onRun: (week: ReportWeek) => void;
}

/** Sunday of the week that starts on `weekStart`. */
function weekEnd(weekStart: string): string {
  const day = new Date(`${weekStart}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
}

/**
 * The weekly study reports: what the Monday job does for families, and (for service) building last week's or this
 * week's reports now, with how many were built and how many notifications went out.
 */
export function StudyReportsRun({ canRun, running, result, error, onRun }: StudyReportsRunProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="study-reports-title">
      <h2 id="study-reports-title" className={styles.title}>
        {t('admin.families.reports.title')}
      </h2>
      <p className={styles.text}>{t('admin.families.reports.intro')}</p>
      {canRun ? (
        <div className={styles.actions}>
          {(['last', 'current'] as const).map((week) => (
            <Button
              key={week}
              size="sm"
              variant={week === 'last' ? 'primary' : 'outline'}
              loading={running === week}
              disabled={running !== null && running !== week}
              onClick={() => onRun(week)}
            >
              {t(`admin.families.reports.run.${week}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className={styles.text}>{t('admin.families.reports.readOnly')}</p>
      )}
      {result && !running ? (
        <p className={styles.result} role="status" data-testid="study-reports-result">
          {t('admin.families.reports.result', {
            from: result.weekStart,
            to: weekEnd(result.weekStart),
            reports: result.reportsBuilt,
            notifications: result.notificationsSent,
          })}
        </p>
      ) : null}
      {error && !running ? <Notice tone="error" message={error} /> : null}
    </section>
  );
}
