import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { formatPrice } from './formatPrice';
import * as styles from './Price.css';

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** Amount in yuan; missing, null or not a number shows 0. */
  price?: number | string | null;
  /** Struck-through amount shown after the current one (list price before a discount). */
  originalPrice?: number | string | null;
  /** Colour of the whole price (CSS colour; pass a theme var). Defaults to the price red. */
  color?: string;
  /** Font size of the whole price (CSS length). Defaults to 0.22rem. */
  size?: string;
  /** Colour of the yen sign only. */
  tagColor?: string;
  /** Size of the yen sign only. */
  tagSize?: string;
  /** Colour of the amount only. */
  priceColor?: string;
  /** Size of the amount only. */
  priceSize?: string;
}

function definedVars(entries: [string, string | undefined][]): Record<string, string> {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { price, originalPrice, color, size, tagColor, tagSize, priceColor, priceSize, className, style, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const currency = t('componentsB.price.currency');
  const overrides = assignInlineVars(
    definedVars([
      [styles.colorVar, color],
      [styles.sizeVar, size],
      [styles.tagColorVar, tagColor],
      [styles.tagSizeVar, tagSize],
      [styles.priceColorVar, priceColor],
      [styles.priceSizeVar, priceSize],
    ]),
  );
  const hasOriginal = originalPrice != null && originalPrice !== '';
  return (
    <span
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ ...overrides, ...style }}
      data-state={hasOriginal ? 'discounted' : 'regular'}
      {...rest}
    >
      <span className={styles.current}>
        <span className={styles.tag} data-part="currency">
          {currency}
        </span>
        <span className={styles.amount} data-part="amount">
          {formatPrice(price)}
        </span>
      </span>
      {hasOriginal && (
        <del className={styles.original} data-part="original">
          <VisuallyHidden>{t('componentsB.price.original')}</VisuallyHidden>
          {currency}
          {formatPrice(originalPrice)}
        </del>
      )}
    </span>
  );
});
