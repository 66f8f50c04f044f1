import { useTranslation } from '@/i18n/react';
import { money } from '../format';
import * as styles from './PriceSummary.css';

export interface PriceSummaryProps {
  listPrice: number;
  discount: number;
  payable: number;
  /** Label of the last row: what is to be paid, or what was paid. */
  totalLabel?: string;
}

/** List price, discount and the amount to pay, all as the server computed them. */
export function PriceSummary({ listPrice, discount, payable, totalLabel }: PriceSummaryProps) {
  const { t } = useTranslation();
  const yuan = (amount: number) => t('commerce.common.yuan', { amount: money(amount) });
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt className={styles.term}>{t('commerce.common.listPrice')}</dt>
        <dd className={styles.value}>{yuan(listPrice)}</dd>
      </div>
      {discount > 0 && (
        <div className={styles.row}>
          <dt className={styles.term}>{t('commerce.common.discount')}</dt>
          <dd className={[styles.value, styles.discount].join(' ')}>-{yuan(discount)}</dd>
        </div>
      )}
      <div className={[styles.row, styles.total].join(' ')}>
        <dt className={styles.term}>{totalLabel ?? t('commerce.common.payable')}</dt>
        <dd className={styles.totalValue} data-testid="payable">
          {yuan(payable)}
        </dd>
      </div>
    </dl>
  );
}
