import type { PageShareCard } from '@/flows/share';
import type { useTranslation } from '@/i18n/react';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The WeChat card of a shared order (desktop and phone pages alike): the course and the amount to pay. Sent on
 * in WeChat, the link keeps its share id, so whoever opens it pays this order.
 */
export function sharedOrderCard(
  order: { course: { title: string; coverUrl: string }; amount: number } | undefined,
  t: Translate,
  money: (fen: number) => string,
): PageShareCard | null {
  if (!order) return null;
  return {
    title: t('commerce.share.cardTitle', { course: order.course.title }),
    desc: t('commerce.share.cardText', { amount: money(order.amount) }),
    image: order.course.coverUrl,
  };
}
