import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { user as userApi, web } from '@/api/calls';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { captchaImageSrc, randomSeed } from '@/app/account/captcha';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useToast } from '@/components/Toast';
import { MobileGiftView, type GiftField, type GiftFormValues } from './MobileGiftView';
import '@/features/account/texts';
import '../shared/texts';

const SMS_RESEND_SECONDS = 60;
/** The SMS type of the gift claim (GIFT_SMS_TYPE of the call's schema, kept out of the page's download). */
const GIFT_SMS_TYPE = '5';
const PHONE = /^1\d{10}$/;
const handled = { handleError: true } as const;

/**
 * /m/gift: claims the gift pack. The image captcha goes with the SMS send (the server always asks for it
 * on this offer), the SMS code with the claim. A phone that has claimed is told so by the server, with
 * the date, before a code is sent. The form is three fields and two calls with a resend countdown, so it
 * lives here rather than in a statechart.
 */
export default function MobileGiftPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const loggedIn = useAppSelector((snapshot) => snapshot.context.user !== null);
  const [values, setValues] = useState<GiftFormValues>({ phone: '', captcha: '', code: '' });
  const [problems, setProblems] = useState<Partial<Record<GiftField, string>>>({});
  const [captchaId, setCaptchaId] = useState(() => `${randomSeed()}-0`);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [claimedFor, setClaimedFor] = useState<string | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const refreshCaptcha = () => {
    setCaptchaId(`${randomSeed()}-0`);
    setValues((current) => ({ ...current, captcha: '' }));
  };
  const refusal = (error: unknown) => (error instanceof ApiError ? error.message : t('components.loadError.title'));

  const check = (fields: readonly GiftField[]) => {
    const found: Partial<Record<GiftField, string>> = {};
    if (fields.includes('phone') && !PHONE.test(values.phone)) found.phone = t('mobile.gift.errors.phone');
    if (fields.includes('captcha') && !values.captcha) found.captcha = t('mobile.gift.errors.captcha');
    if (fields.includes('code') && !/^\d{4,8}$/.test(values.code)) found.code = t('mobile.gift.errors.code');
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = async () => {
    if (sending || secondsLeft > 0 || !check(['phone', 'captcha'])) return;
    setSending(true);
    setServerError(null);
    try {
      const signs = await api.call(userApi.sms.getSmsSigns, { mobilePhone: values.phone }, handled);
      await api.call(
        userApi.sms.sendSms,
        { mobilePhone: values.phone, smsType: GIFT_SMS_TYPE, ...signs, captcha: values.captcha, c: captchaId },
        handled,
      );
      setSecondsLeft(SMS_RESEND_SECONDS);
      void toast.show({ message: t('mobile.gift.sent'), tone: 'success' });
    } catch (error) {
      setServerError(refusal(error));
      // A captcha answer is spent by the try: a new picture for the next one.
      refreshCaptcha();
    } finally {
      setSending(false);
    }
  };

  const claim = async () => {
    if (!check(['phone', 'code'])) return;
    setClaiming(true);
    setServerError(null);
    try {
      const answer = await api.call(web.gift.claimGift, { mobilePhone: values.phone, code: values.code }, handled);
      setClaimedFor(answer.phone);
    } catch (error) {
      setServerError(refusal(error));
    } finally {
      setClaiming(false);
    }
  };

  return (
    <MobileGiftView
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setProblems({});
      }}
      problems={problems}
      captchaSrc={captchaImageSrc(captchaId)}
      onRefreshCaptcha={refreshCaptcha}
      secondsLeft={secondsLeft}
      sending={sending}
      onSendCode={() => void sendCode()}
      claiming={claiming}
      onClaim={() => void claim()}
      serverError={serverError}
      claimedFor={claimedFor}
      loggedIn={loggedIn}
    />
  );
}
