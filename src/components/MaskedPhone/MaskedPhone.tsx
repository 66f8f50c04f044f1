import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { maskPhone } from './maskPhone';
import * as styles from './MaskedPhone.css';

export interface MaskedPhoneProps extends HTMLAttributes<HTMLSpanElement> {
  phone: string | number | null | undefined;
  /** Shown when there is no number; defaults to '未绑定手机号'. */
  emptyText?: string;
}

export const MaskedPhone = forwardRef<HTMLSpanElement, MaskedPhoneProps>(function MaskedPhone(
  { phone, emptyText, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const masked = maskPhone(phone);
  return (
    <span
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={masked ? 'masked' : 'empty'}
      {...rest}
    >
      {masked || (emptyText ?? t('componentsB.maskedPhone.empty'))}
    </span>
  );
});
