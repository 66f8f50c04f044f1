import type { ReactNode } from 'react';
import * as commerce from '../commerce.css';

export interface PayBarProps {
  /** Names the bar for assistive technology (订单结算, 支付). */
  label: string;
  amountLabel: string;
  amount: string;
  /** The one button that goes on: submit the order, open the cashier, pay in WeChat. */
  children: ReactNode;
}

/** A phone's sticky bar at the bottom of the purchase and payment pages; hidden on wider screens. */
export function PayBar({ label, amountLabel, amount, children }: PayBarProps) {
  return (
    <section className={commerce.payBar} aria-label={label}>
      <p className={commerce.payBarAmount}>
        {amountLabel}
        <span className={commerce.payBarValue}>{amount}</span>
      </p>
      {children}
    </section>
  );
}
