import { useTranslation } from '@/i18n/react';
import { Tag, type TagTone } from '@/components/Tag';

export type OrderStatusName = 'unpaid' | 'paid' | 'cancelled' | 'refunded';

const TONES: Record<OrderStatusName, TagTone> = { unpaid: 'warning', paid: 'success', cancelled: 'neutral', refunded: 'neutral' };

export function OrderStatusTag({ status }: { status: OrderStatusName }) {
  const { t } = useTranslation();
  return (
    <Tag tone={TONES[status]} data-status={status}>
      {t(`commerce.status.${status}`)}
    </Tag>
  );
}
