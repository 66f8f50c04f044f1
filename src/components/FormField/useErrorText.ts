import type { MessageKey } from '@/i18n';
import { useTranslation } from '@/i18n/react';

/** Reads a form's field messages, kept as catalog keys, in the current language. */
export function useErrorText<Field extends string>(
  errors: Partial<Record<Field, MessageKey>>,
): (field: Field) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
}
