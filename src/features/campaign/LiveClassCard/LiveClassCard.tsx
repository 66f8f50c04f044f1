import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Image } from '@/components/Image';
import { money } from '@/features/commerce/format';
import * as styles from '../campaign.css';
import { beijingSchedule, pad, timeUntil } from './countdown';

export interface LiveClassData {
  id: number;
  title: string;
  intro: string;
  teacher: { name: string; title: string; photoUrl: string };
  startsAt: string;
  durationMinutes: number;
  seatsTotal: number;
  seatsLeft: number;
  price: number;
  signedUp: boolean;
  orderNo: string | null;
}

export const liveActions = ['signUp', 'pay', 'full', 'started'] as const;
export type LiveAction = (typeof liveActions)[number];

/** What the button of a session offers now. */
export function liveActionOf(live: LiveClassData, now: number): LiveAction {
  if (!timeUntil(live.startsAt, now)) return 'started';
  if (live.signedUp) return 'pay';
  return live.seatsLeft > 0 ? 'signUp' : 'full';
}

export interface LiveClassCardProps {
  live: LiveClassData;
  /** Current time in ms, ticking every second while the page shows. */
  now: number;
  busy?: boolean;
  onSignUp: (live: LiveClassData) => void;
}

/** One live session: teacher, schedule, a countdown to the start, seats left and the sign-up button. */
export function LiveClassCard({ live, now, busy = false, onSignUp }: LiveClassCardProps) {
  const { t } = useTranslation();
  const left = timeUntil(live.startsAt, now);
  const action = liveActionOf(live, now);
  const taken = Math.max(0, Math.min(100, ((live.seatsTotal - live.seatsLeft) / Math.max(1, live.seatsTotal)) * 100));
  const label = {
    signUp: t('campaign.live.signUp', { price: money(live.price) }),
    pay: t('campaign.live.signedUp'),
    full: t('campaign.live.full'),
    started: t('campaign.live.started'),
  }[action];
  return (
    <article className={styles.card} aria-labelledby={`live-${live.id}`} data-action={action}>
      <h2 id={`live-${live.id}`} className={styles.title}>
        {live.title}
      </h2>
      {live.intro && <p className={styles.text}>{live.intro}</p>}
      <div className={styles.row}>
        <Image className={styles.teacherPhoto} src={live.teacher.photoUrl} alt={live.teacher.name} width={56} height={56} />
        <div className={styles.grow}>
          <p className={styles.subtitle}>
            {t('campaign.live.teacher')} · {live.teacher.name}
          </p>
          {live.teacher.title && <p className={styles.text}>{live.teacher.title}</p>}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{t('campaign.live.schedule')}</dt>
        <dd className={styles.factValue}>
          <time dateTime={live.startsAt}>{beijingSchedule(live.startsAt)}</time> ·{' '}
          {t('campaign.live.duration', { minutes: live.durationMinutes })}
        </dd>
      </dl>
      <div className={styles.countdown} role="timer" aria-live="off">
        <span>{left ? t('campaign.live.startsIn') : t('campaign.live.started')}</span>
        {left && (
          <span className={styles.countdownValue}>
            {t('campaign.live.countdown', {
              days: left.days,
              hours: pad(left.hours),
              minutes: pad(left.minutes),
              seconds: pad(left.seconds),
            })}
          </span>
        )}
      </div>
      <div>
        <p className={styles.text} data-testid="seats-left">
          {t('campaign.live.seats', { left: live.seatsLeft, total: live.seatsTotal })}
        </p>
        <div className={styles.seatsTrack} aria-hidden="true">
          <div className={styles.seatsFill} style={{ width: `${taken}%` }} />
        </div>
      </div>
      <Button
        size="lg"
        block
        loading={busy}
        disabled={busy || action === 'full' || action === 'started'}
        onClick={() => onSignUp(live)}
      >
        {label}
      </Button>
    </article>
  );
}
