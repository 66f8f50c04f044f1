import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import * as styles from './PaymentStatus.css';

export const paymentViews = ['waiting', 'paused', 'paid', 'failed', 'closed', 'timedOut'] as const;
export type PaymentViewName = (typeof paymentViews)[number];

export interface PaymentStatusProps {
  view: PaymentViewName;
  /** Why the last attempt did not go through (failed view). */
  failure?: 'failed' | 'cancelled' | null;
  /** Checks are failing for now (the network); the page keeps trying. */
  retrying?: boolean;
  /** The person paying is not the buyer (a share link). */
  forOther?: boolean;
  onPayAgain?: () => void;
  onCheckAgain?: () => void;
  /** Links shown once paid or closed (my orders, start learning, order again). */
  links?: ReactNode;
}

const ICONS: Record<PaymentViewName, string> = { waiting: '', paused: 'Ⅱ', paid: '✓', failed: '!', closed: '×', timedOut: '?' };

/** Where a payment stands, as the payment-status machine says: one block that speaks for itself to screen readers. */
export function PaymentStatus({ view, failure, retrying, forOther, onPayAgain, onCheckAgain, links }: PaymentStatusProps) {
  const { t } = useTranslation();
  const title = {
    waiting: t('commerce.paymentStatus.waiting'),
    paused: t('commerce.paymentStatus.paused'),
    paid: forOther ? t('commerce.paymentStatus.paidForOther') : t('commerce.paymentStatus.paid'),
    failed: t('commerce.paymentStatus.failed'),
    closed: t('commerce.paymentStatus.closed'),
    timedOut: t('commerce.paymentStatus.timedOut'),
  }[view];
  const text = {
    waiting: retrying ? t('commerce.paymentStatus.retrying') : t('commerce.paymentStatus.waitingText'),
    paused: t('commerce.paymentStatus.pausedText'),
    paid: forOther ? t('commerce.paymentStatus.paidForOtherText') : t('commerce.paymentStatus.paidText'),
    failed: failure === 'cancelled' ? t('commerce.paymentStatus.cancelledText') : t('commerce.paymentStatus.failedText'),
    closed: t('commerce.paymentStatus.closedText'),
    timedOut: t('commerce.paymentStatus.timedOutText'),
  }[view];
  return (
    <section className={styles.root} role="status" aria-live="polite" data-state={view} data-testid="payment-status">
      <span className={[styles.icon, styles.tone[view]].join(' ')} aria-hidden="true">
        {view === 'waiting' ? <span className={styles.spinner} /> : ICONS[view]}
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {view === 'failed' && onPayAgain && <Button onClick={onPayAgain}>{t('commerce.paymentStatus.payAgain')}</Button>}
        {view === 'timedOut' && onCheckAgain && (
          <Button variant="outline" onClick={onCheckAgain}>
            {t('commerce.paymentStatus.checkAgain')}
          </Button>
        )}
        {(view === 'paid' || view === 'closed' || view === 'failed') && links}
      </div>
    </section>
  );
}
