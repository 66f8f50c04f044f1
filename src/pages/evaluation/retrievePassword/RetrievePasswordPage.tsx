import '@/features/evaluation/texts';
import '@/features/account/texts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as evaluationAccount from '@contract/api/calls/evaluation/account';
import { api } from '@/app/api';
import { handled } from '@/flows/account';
import { EVALUATION_SMS, RESET_STEP_KEY, SmsCodeButton } from '@/flows/evaluation';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import * as styles from '@/features/evaluation/evaluation.css';
import { isPhone, sanitizeCode, sanitizePhone } from '@machines/evaluation';

/** /e/retrieve-password: prove the phone with an SMS code, then choose the new password. */
export default function RetrievePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPhone(phone)) return setError(t('evaluation.signIn.phonePlaceholder'));
    if (code.length !== 6) return setError(t('evaluation.signIn.smsCodePlaceholder'));
    setChecking(true);
    try {
      await api.call(evaluationAccount.checkResetCode, { phone, code }, handled);
      sessionStorage.setItem(RESET_STEP_KEY, JSON.stringify({ phone, code }));
      void navigate('/e/set-password');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('evaluation.common.loadFailed'));
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{t('evaluation.reset.heading')}</h1>
        <p className={styles.muted}>{t('evaluation.reset.text')}</p>
      </div>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('evaluation.signIn.phone')}
          value={phone}
          onValueChange={(value) => {
            setPhone(sanitizePhone(value));
            setError(null);
          }}
          placeholder={t('evaluation.signIn.phonePlaceholder')}
          inputMode="numeric"
          maxLength={11}
        />
        <div className={styles.row}>
          <div className={styles.grow}>
            <TextField
              label={t('evaluation.signIn.smsCode')}
              value={code}
              onValueChange={(value) => {
                setCode(sanitizeCode(value));
                setError(null);
              }}
              placeholder={t('evaluation.signIn.smsCodePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </div>
          <SmsCodeButton
            phone={phone}
            smsType={EVALUATION_SMS.reset}
            onInvalidPhone={() => setError(t('evaluation.signIn.phonePlaceholder'))}
          />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" block loading={checking}>
          {t('evaluation.reset.next')}
        </Button>
      </form>
    </div>
  );
}
