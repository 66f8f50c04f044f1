import type { RefundRow } from '@contract/api/schemas/admin/refunds';
import { REFUND_NOTIFICATION_OUTCOMES, type RefundNotificationOutcome, type RefundStatus } from '@contract/vocabulary/refunds';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import * as detail from '../OrderDetail/OrderDetail.css';
import { Rows, Section } from '../OrderDetail/parts';
import { yuanText } from '../OrderTable';
import * as styles from './OrderRefunds.css';

const STATUS_TONE: Record<RefundStatus, TagTone> = {
  requested: 'warning',
  rejected: 'neutral',
  processing: 'accent',
  succeeded: 'success',
  failed: 'error',
};

export interface OrderRefundsProps {
  refunds: readonly RefundRow[];
  /** What may still be given back, in yuan. */
  refundable: number;
  /** The order can take a refund now and the staff member may ask for one. */
  canRequest: boolean;
  /** The staff member may approve or refuse (orders.refund). */
  canDecide: boolean;
  /** The refund being approved right now. */
  approvingId: number | null;
  /** The refusal of the last approval. */
  error: string | null;
  onRequest: () => void;
  onApprove: (refund: RefundRow) => void;
  onReject: (refund: RefundRow) => void;
}

/** Callbacks the provider sent for a refund, counted by what became of them: "2 次：入账 1，重复 1". */
function callbackSummary(refund: RefundRow, label: (outcome: RefundNotificationOutcome) => string): string {
  const counts = new Map<RefundNotificationOutcome, number>();
  for (const callback of refund.notifications) counts.set(callback.outcome, (counts.get(callback.outcome) ?? 0) + 1);
  // In the vocabulary's order, not arrival order: two announcements racing each other must read the same.
  return REFUND_NOTIFICATION_OUTCOMES.filter((outcome) => counts.has(outcome))
    .map((outcome) => `${label(outcome)} ${counts.get(outcome)}`)
    .join('，');
}

/**
 * An order's refunds: what was asked, by whom, what finance decided and what the provider said, with the
 * request button above (while something is refundable) and approve or refuse on a refund waiting for finance.
 */
export function OrderRefunds(props: OrderRefundsProps) {
  const { t } = useTranslation();
  const money = (amount: number) => t('admin.orders.yuan', { amount: yuanText(amount) });
  const who = (name: string | null, at: string | null) =>
    name ? (
      <span className={detail.nowrap}>
        {name}
        <br />
        <span className={shared.muted}>{at ? formatDateTime(at) : ''}</span>
      </span>
    ) : (
      t('admin.orders.detail.empty')
    );

  return (
    <Section
      title={t('admin.orders.refunds.title')}
      action={
        props.canRequest ? (
          <Button size="sm" onClick={props.onRequest}>
            {t('admin.orders.refunds.request')}
          </Button>
        ) : null
      }
    >
      <p className={shared.muted} data-testid="refundable">
        {t('admin.orders.refunds.refundable', { amount: yuanText(props.refundable) })}
      </p>
      {props.error ? <Notice tone="error" message={props.error} /> : null}
      {props.refunds.length === 0 ? (
        <p className={shared.muted}>{t('admin.orders.refunds.none')}</p>
      ) : (
        <Rows
          head={[
            t('admin.orders.refunds.columns.refundNo'),
            t('admin.orders.refunds.columns.amount'),
            t('admin.orders.refunds.columns.reason'),
            t('admin.orders.refunds.columns.status'),
            t('admin.orders.refunds.columns.requested'),
            t('admin.orders.refunds.columns.decided'),
            t('admin.orders.refunds.columns.callbacks'),
            t('admin.orders.refunds.columns.actions'),
          ]}
          rows={props.refunds.map((refund) => [
            <span className={detail.code}>
              {refund.refundNo}
              {refund.providerRefundId ? (
                <>
                  <br />
                  <span className={shared.muted}>{refund.providerRefundId}</span>
                </>
              ) : null}
            </span>,
            <span className={`${shared.numeric} ${detail.nowrap}`}>{money(refund.amount)}</span>,
            <span className={styles.reason}>
              {refund.reason}
              {refund.decisionNote ? (
                <>
                  <br />
                  <span className={shared.muted}>{t('admin.orders.refunds.noteLine', { note: refund.decisionNote })}</span>
                </>
              ) : null}
            </span>,
            <Tag size="sm" tone={STATUS_TONE[refund.status]} data-testid="refund-status">
              {t(`admin.orders.refunds.statuses.${refund.status}`)}
            </Tag>,
            who(refund.requestedBy, refund.createdAt),
            who(refund.decidedBy, refund.succeededAt ?? refund.failedAt ?? refund.decidedAt),
            <span className={detail.nowrap} data-testid="refund-callbacks">
              {refund.notifications.length === 0
                ? t('admin.orders.detail.empty')
                : t('admin.orders.refunds.callbacks', {
                    count: refund.notifications.length,
                    detail: callbackSummary(refund, (outcome) => t(`admin.orders.refunds.outcomes.${outcome}`)),
                  })}
            </span>,
            refund.status === 'requested' && props.canDecide ? (
              <span className={styles.actions}>
                <Button size="sm" loading={props.approvingId === refund.id} onClick={() => props.onApprove(refund)}>
                  {t('admin.orders.refunds.approve')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => props.onReject(refund)}>
                  {t('admin.orders.refunds.reject')}
                </Button>
              </span>
            ) : (
              t('admin.orders.detail.empty')
            ),
          ])}
        />
      )}
    </Section>
  );
}
