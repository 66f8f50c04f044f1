import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/api/http/errors';
import { type CampaignSmsPurpose, useSmsSender } from './useSmsSender';

/**
 * Field messages of a phone and code, as i18n keys resolved by the caller. Kept here, beside the one hook
 * that checks the form, and not with the form's view: the view's module brings its fields and styles along,
 * and every page that imports anything from '@/flows/campaign' would download them (npm run size).
 */
function phoneCodeErrors(phone: string, code: string, needCode = true) {
  return {
    ...(/^1\d{10}$/.test(phone) ? {} : { phone: 'campaign.form.phoneInvalid' as const }),
    ...(!needCode || /^\d{4,8}$/.test(code) ? {} : { code: 'campaign.form.codeInvalid' as const }),
  };
}

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
