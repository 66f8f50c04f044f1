import { useMemo } from 'react';
import { captchaImageSrc } from '@/flows/account';

/** The picture for a captcha id, made once per id: a new address would load a new picture on every render. */
export function useCaptchaSrc(captchaId: string): string | null {
  return useMemo(() => (captchaId ? captchaImageSrc(captchaId) : null), [captchaId]);
}
