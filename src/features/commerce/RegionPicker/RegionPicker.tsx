import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { FieldMessage, FormField } from '@/components/FormField';
import type { RegionLevel, RegionValue } from './regionChoice';
import * as styles from './RegionPicker.css';

export interface RegionOption {
  id: number;
  name: string;
}

export const regionListStatuses = ['idle', 'loading', 'ready', 'error'] as const;
/** idle: the level above is not chosen yet. */
export type RegionListStatus = (typeof regionListStatuses)[number];

export interface RegionList {
  status: RegionListStatus;
  options: readonly RegionOption[];
  onRetry?: () => void;
}

export interface RegionPickerProps {
  value: RegionValue;
  provinces: RegionList;
  cities: RegionList;
  districts: RegionList;
  onChoose: (level: RegionLevel, id: number | null) => void;
  /** The form's complaint, e.g. no district chosen yet. */
  error?: string;
  /** The whole region once chosen, e.g. 广东省 深圳市 南山区. */
  summary?: string | null;
  disabled?: boolean;
}

const LEVELS = ['province', 'city', 'district'] as const satisfies readonly RegionLevel[];

/** Province, city and district of a delivery address as three native selects; each level opens once the one above is chosen. */
export function RegionPicker({
  value,
  provinces,
  cities,
  districts,
  onChoose,
  error,
  summary,
  disabled = false,
}: RegionPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const lists: Record<RegionLevel, RegionList> = { province: provinces, city: cities, district: districts };
  const chosen: Record<RegionLevel, number | null> = {
    province: value.provinceId,
    city: value.cityId,
    district: value.districtId,
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.root} aria-describedby={error ? errorId : undefined} data-testid="region-picker">
      <legend className={styles.legend}>{t('commerce.region.legend')}</legend>
      {LEVELS.map((level) => {
        const list = lists[level];
        const fieldId = `${id}-${level}`;
        const messageId = `${fieldId}-message`;
        // A city without districts is a whole choice: its district select says so instead of asking.
        const none = list.status === 'ready' && list.options.length === 0;
        let message: ReactNode = null;
        if (list.status === 'loading') message = t('commerce.region.loading');
        else if (list.status === 'error') {
          message = (
            <>
              {t('commerce.region.failed')}
              {list.onRetry && (
                <button type="button" className={styles.retry} onClick={list.onRetry}>
                  {t('commerce.region.retry')}
                </button>
              )}
            </>
          );
        } else if (none) message = t(level === 'district' ? 'commerce.region.noDistricts' : 'commerce.region.empty');
        const missing = Boolean(error) && chosen[level] === null && list.status === 'ready' && !none;
        return (
          <FormField
            key={level}
            data-state={list.status}
            label={t(`commerce.region.${level}`)}
            htmlFor={fieldId}
            required={level !== 'district' || !none}
            message={message}
            messageId={messageId}
            messageTone={list.status === 'error' ? 'error' : 'hint'}
            messageProps={{ className: styles.messageRow, role: list.status === 'loading' ? 'status' : undefined }}
          >
            <div className={styles.control}>
              <select
                id={fieldId}
                className={styles.select}
                value={chosen[level] ?? ''}
                onChange={(event) => onChoose(level, event.target.value === '' ? null : Number(event.target.value))}
                disabled={disabled || list.status !== 'ready' || none}
                aria-invalid={missing ? true : undefined}
                aria-describedby={[message ? messageId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
              >
                <option value="">{t(`commerce.region.${level}Placeholder`)}</option>
                {list.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
              <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" />
              </svg>
            </div>
          </FormField>
        );
      })}
      {error ? (
        <FieldMessage id={errorId} tone="error" className={styles.footer} role="alert">
          {error}
        </FieldMessage>
      ) : (
        summary && (
          <FieldMessage tone="success" className={styles.footer} data-testid="region-summary">
            {t('commerce.region.summary', { region: summary })}
          </FieldMessage>
        )
      )}
    </fieldset>
  );
}
