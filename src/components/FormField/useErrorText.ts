import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Reads a form's field messages, kept as catalog keys, in the current language. */
export function useErrorText<Field extends string>(
  errors: Partial<Record<Field, ParseKeys>>,
): (field: Field) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
}
