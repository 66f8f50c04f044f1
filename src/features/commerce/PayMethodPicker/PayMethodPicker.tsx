import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { PayMethodMark } from '../PayMethodMark';
import * as styles from './PayMethodPicker.css';

export const payMethodNames = ['alipay', 'weixin', 'icbc', 'share'] as const;
export type PayMethodName = (typeof payMethodNames)[number];

export interface PayMethodPickerProps {
  methods: readonly PayMethodName[];
  value: PayMethodName | null;
  onValueChange: (value: PayMethodName) => void;
  error?: string | null;
  legend?: string;
}

/** The payment methods as large radio cards (44 px at least, for thumbs). */
export function PayMethodPicker({ methods, value, onValueChange, error, legend }: PayMethodPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.root} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend ?? t('commerce.purchase.methodSection')}</legend>
      <div className={styles.options}>
        {methods.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onValueChange(method)}
              // Named by the method alone, described by its hint: the mark's own name stays with the picture.
              aria-labelledby={`${name}-${method}-name`}
              aria-describedby={`${name}-${method}-hint`}
            />
            <PayMethodMark method={method} />
            <span className={styles.text}>
              <span id={`${name}-${method}-name`} className={styles.name}>
                {t(`commerce.methods.${method}`)}
              </span>
              <span id={`${name}-${method}-hint`} className={styles.hint}>
                {t(`commerce.methods.hints.${method}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
