import type { orderDetail } from '@contract/api/schemas/admin/orders';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type { CarrierCode } from '@contract/vocabulary/shipping';
import { Button } from '@/components/Button';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import * as detail from '../OrderDetail/OrderDetail.css';
import { Section } from '../OrderDetail/parts';
import * as styles from './OrderShipping.css';

export interface OrderShippingProps {
  shipping: AppDataOf<typeof orderDetail>['shipping'];
  /** The staff member may ship and correct (orders.ship). */
  canShip: boolean;
  onShip: () => void;
  onCorrect: () => void;
}

export type { CarrierCode };

/**
 * The parcel of printed material of an order: not needed, waiting to be shipped (with the form's button for
 * those who ship), or shipped with its carrier, number, when and by whom, and any corrections with their reasons.
 */
export function OrderShipping({ shipping, canShip, onShip, onCorrect }: OrderShippingProps) {
  const { t } = useTranslation();
  const shipped = Boolean(shipping.trackingNo);
  const action =
    canShip && shipping.canShip ? (
      <Button size="sm" onClick={onShip}>
        {t('admin.orders.ship.ship')}
      </Button>
    ) : canShip && shipped ? (
      <Button size="sm" variant="secondary" onClick={onCorrect}>
        {t('admin.orders.ship.correct')}
      </Button>
    ) : null;

  return (
    <Section title={t('admin.orders.detail.sections.shipping')} action={action}>
      {!shipping.needed ? (
        <p className={shared.muted}>{t('admin.orders.detail.shipping.notNeeded')}</p>
      ) : shipped ? (
        <>
          <dl className={detail.facts} data-testid="shipment">
            <dt>{t('admin.orders.detail.shipping.company')}</dt>
            <dd>{shipping.company}</dd>
            <dt>{t('admin.orders.detail.shipping.trackingNo')}</dt>
            <dd className={shared.numeric} data-testid="tracking-no">
              {shipping.trackingNo}
            </dd>
            <dt>{t('admin.orders.detail.shipping.shippedAt')}</dt>
            <dd className={shared.numeric}>{shipping.shippedAt ? formatDateTime(shipping.shippedAt) : '—'}</dd>
            {/* A parcel from the command line names nobody. */}
            {shipping.shippedBy ? (
              <>
                <dt>{t('admin.orders.ship.shippedBy')}</dt>
                <dd>{shipping.shippedBy}</dd>
              </>
            ) : null}
          </dl>
          {shipping.corrections.length > 0 ? (
            <ol className={styles.corrections} aria-label={t('admin.orders.ship.corrections')}>
              {shipping.corrections.map((correction, index) => (
                <li key={index}>
                  {t('admin.orders.ship.correctionLine', {
                    at: formatDateTime(correction.at),
                    by: correction.by || t('admin.orders.ship.commandLine'),
                    from: `${correction.fromCompany} ${correction.fromTrackingNo}`,
                    reason: correction.reason,
                  })}
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : (
        <Tag size="sm" tone="warning">
          {t('admin.orders.detail.shipping.notShipped')}
        </Tag>
      )}
    </Section>
  );
}
