import { useTranslation } from '@/i18n/react';
import { Checkbox } from '@/components/Checkbox';
import * as styles from './PlanTaskList.css';

export interface PlanTaskData {
  id: number;
  date: string;
  subjectName: string;
  task: string;
  durationMin: number;
  courseTitle: string | null;
  done: boolean;
}

export interface PlanTaskListProps {
  items: readonly PlanTaskData[];
  /** Formats a plan day (YYYY-MM-DD) as its heading. */
  formatDay: (date: string) => string;
  onToggle: (itemId: number, done: boolean) => void;
  /** Tasks whose change is on its way to the server. */
  pending?: readonly number[];
}

/** The plan's tasks by day, each a checkbox the learner ticks off. */
export function PlanTaskList({ items, formatDay, onToggle, pending = [] }: PlanTaskListProps) {
  const { t } = useTranslation();
  const days = [...new Set(items.map((item) => item.date))];
  return (
    <ol className={styles.days}>
      {days.map((day) => (
        <li key={day} className={styles.day}>
          <h3 className={styles.date}>{formatDay(day)}</h3>
          <ul className={styles.tasks}>
            {items
              .filter((item) => item.date === day)
              .map((item) => (
                <li key={item.id} className={styles.task} data-done={item.done} data-task-id={item.id}>
                  <Checkbox
                    checked={item.done}
                    disabled={pending.includes(item.id)}
                    onCheckedChange={(checked) => onToggle(item.id, checked)}
                  >
                    {t('studymag.plan.taskLabel', { subject: item.subjectName, task: item.task })}
                  </Checkbox>
                  <p className={styles.meta}>
                    <span>{t('studymag.plan.duration', { count: item.durationMin })}</span>
                    {item.courseTitle && <span>{t('studymag.plan.course', { title: item.courseTitle })}</span>}
                  </p>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
