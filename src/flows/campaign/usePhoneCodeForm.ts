import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/api/http/errors';
import { phoneCodeErrors } from '@/features/campaign/PhoneCodeForm';
import { type CampaignSmsPurpose, useSmsSender } from './useSmsSender';

/**
 * The state of a phone + SMS code form: the values, what is wrong with them (checked on submit and when a
 * code is asked for) and the SMS sender of the purpose. `submit` runs `work` only on valid input.
 */
export function usePhoneCodeForm(purpose: CampaignSmsPurpose) {
  const { t } = useTranslation();
  const sms = useSmsSender(purpose);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});

  const check = (needCode: boolean) => {
    const found = phoneCodeErrors(phone, code, needCode);
    const texts = {
      ...(found.phone ? { phone: t(found.phone) } : {}),
      ...(found.code ? { code: t(found.code) } : {}),
    };
    setErrors(texts);
    return Object.keys(texts).length === 0;
  };

  return {
    phone,
    code,
    errors,
    sms,
    fieldProps: {
      phone,
      code,
      errors,
      sms,
      onPhoneChange: (value: string) => {
        setPhone(value);
        setErrors((current) => ({ ...current, phone: undefined }));
      },
      onCodeChange: (value: string) => {
        setCode(value);
        setErrors((current) => ({ ...current, code: undefined }));
      },
      onCaptchaChange: sms.changeCaptcha,
      onRefreshCaptcha: sms.refreshCaptcha,
      onSendCode: () => {
        if (check(false)) sms.send(phone);
      },
    },
    /** Validates both fields; answers whether the form may be submitted. */
    validate: () => check(true),
  };
}

/** The server's refusal as the form shows it. */
export function failureOf(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null;
}
