import { useTranslation } from '@/i18n/react';
import { useToast } from '@/components/Toast';

/** Copies a text to the clipboard and says whether it worked. */
export function useCopyWithToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return (text: string) => {
    const copied = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => toast.show({ message: t('commerce.common.copied'), tone: 'success' }),
      () => toast.show({ message: t('commerce.common.copyFailed'), tone: 'error' }),
    );
  };
}
