import '@/features/evaluation/texts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as evaluationAccount from '@contract/api/calls/evaluation/account';
import { api } from '@/app/api';
import { handled } from '@/flows/account';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { TextField } from '@/components/TextField';
import { useToast } from '@/components/Toast';
import { encryptPassword } from '@/lib/rsa';
import * as styles from '@/features/evaluation/evaluation.css';
import { RESET_STEP_KEY } from '@/flows/evaluation';

function checkedStep(): { phone: string; code: string } | null {
  try {
    const step = JSON.parse(sessionStorage.getItem(RESET_STEP_KEY) ?? 'null') as { phone?: unknown; code?: unknown } | null;
    return step && typeof step.phone === 'string' && typeof step.code === 'string'
      ? { phone: step.phone, code: step.code }
      : null;
  } catch {
    return null;
  }
}

const PASSWORD_RULE = /^\S{6,16}$/;

/** /e/set-password: the new password, sent with the SMS code checked on the step before. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [step] = useState(checkedStep);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!step) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.form}`}>
          <p className={styles.text}>{t('evaluation.reset.missingStep')}</p>
          <Link to="/e/retrieve-password" className={styles.linkButton}>
            {t('evaluation.reset.heading')}
          </Link>
        </div>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PASSWORD_RULE.test(password)) return setError(t('evaluation.reset.passwordRule'));
    if (password !== repeat) return setError(t('evaluation.reset.mismatch'));
    setSaving(true);
    try {
      await api.call(evaluationAccount.resetPassword, { ...step, password: encryptPassword(password) }, handled);
      sessionStorage.removeItem(RESET_STEP_KEY);
      toast.show({ message: t('evaluation.reset.done'), tone: 'success' });
      void navigate('/e/login', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('evaluation.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('evaluation.reset.heading')}</h1>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('evaluation.reset.newPassword')}
          type="password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          placeholder={t('evaluation.reset.newPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={16}
        />
        <TextField
          label={t('evaluation.reset.confirmPassword')}
          type="password"
          value={repeat}
          onValueChange={(value) => {
            setRepeat(value);
            setError(null);
          }}
          placeholder={t('evaluation.reset.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={16}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" block loading={saving}>
          {t('evaluation.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
