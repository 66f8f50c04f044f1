import type { ReactElement, SVGProps } from 'react';
import { useTranslation } from '@/i18n/react';
import '../texts';
import * as styles from './PayMethodMark.css';

export const payMethodMarkNames = ['alipay', 'weixin', 'icbc', 'share'] as const satisfies readonly PayMethodMarkName[];
export type PayMethodMarkName = styles.PayMethodMarkName;

/*
 * The marks are drawn in the shapes families know from every Chinese checkout — Alipay's blue tile with its
 * sweeping 支, WeChat Pay's green tile with the tick in a speech bubble, ICBC's red ring around the square
 * coin with 工 — in the providers' own colours, so a method is recognised before its name is read.
 * Drawn as shapes, not type, so they look the same whatever fonts the phone has.
 */
const DRAWINGS: Record<PayMethodMarkName, () => ReactElement> = {
  alipay: () => (
    <>
      <rect className={styles.ground} width="40" height="40" rx="9" />
      <g className={styles.lightLine} strokeWidth="3">
        <path d="M12 12.5h16" />
        <path d="M20 8.5v9" />
        <path d="M10.5 17.5h19" />
        <path d="M26.5 17.5c-2.6 7.2-8 11.8-15.5 14" />
        <path d="M14.5 22.5c4.2 4.4 10 7.4 17 9" />
      </g>
    </>
  ),
  weixin: () => (
    <>
      <rect className={styles.ground} width="40" height="40" rx="9" />
      <path
        className={styles.light}
        d="M20 8.5c7.2 0 13 4.7 13 10.6 0 5.9-5.8 10.6-13 10.6-1.3 0-2.6-.2-3.8-.5l-4.6 2.6 1-4C9.4 25.9 7 22.7 7 19.1 7 13.2 12.8 8.5 20 8.5Z"
      />
      <path className={styles.inkLine} strokeWidth="3" d="M14 18.8l4.2 4.2 8-8.2" />
    </>
  ),
  icbc: () => (
    <>
      <circle className={styles.ground} cx="20" cy="20" r="20" />
      <circle className={styles.lightLine} cx="20" cy="20" r="15.5" strokeWidth="2.4" />
      <rect className={styles.light} x="12" y="12" width="16" height="16" rx="1.5" />
      <rect className={styles.ground} x="14.5" y="14.5" width="11" height="2.8" />
      <rect className={styles.ground} x="18.6" y="14.5" width="2.8" height="11" />
      <rect className={styles.ground} x="14.5" y="22.7" width="11" height="2.8" />
    </>
  ),
  share: () => (
    <>
      <rect className={styles.ground} width="40" height="40" rx="9" />
      <circle className={styles.light} cx="15" cy="14.5" r="4.2" />
      <path className={styles.light} d="M7.5 29.5c0-4.6 3.4-8 7.5-8s7.5 3.4 7.5 8Z" />
      <circle className={styles.light} cx="26.5" cy="16.5" r="3.4" />
      <path className={styles.light} d="M21.2 29.5c.4-3.9 2.6-6.6 5.3-6.6 3.2 0 6 3 6 6.6Z" />
    </>
  ),
};

export interface PayMethodMarkProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  method: PayMethodMarkName;
}

/** A payment method's mark, named for screen readers ("支付宝标识"). */
export function PayMethodMark({ method, className, ...rest }: PayMethodMarkProps) {
  const { t } = useTranslation();
  const Drawing = DRAWINGS[method];
  return (
    <svg
      viewBox="0 0 40 40"
      role="img"
      aria-label={t(`commerce.methods.marks.${method}`)}
      focusable="false"
      className={[styles.root, styles.tone[method], className].filter(Boolean).join(' ')}
      data-method={method}
      {...rest}
    >
      <Drawing />
    </svg>
  );
}
