import '@/features/campaign/texts';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import * as styles from '@/features/campaign/campaign.css';
import { useBindSession } from './bindSession';
import { BindExpired, ParentCodeShell } from './ParentCodeShell';

/** /parentCode/bindParentCode: the phone of the parent to bind. */
export default function BindParentCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [session, saveSession] = useBindSession();
  const [phone, setPhone] = useState(session?.parentPhone ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!session) return <BindExpired />;
  return (
    <ParentCodeShell title={t('campaign.parent.parentTitle')} hint={t('campaign.parent.parentHint')}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!/^1\d{10}$/.test(phone)) return setError(t('campaign.form.phoneInvalid'));
          saveSession({ ...session, parentPhone: phone });
          navigate('/parentCode/choiceRelationship');
        }}
      >
        <TextField
          label={t('campaign.parent.parentPhone')}
          placeholder={t('campaign.form.phonePlaceholder')}
          size="lg"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={phone}
          onValueChange={(value) => {
            setPhone(value.replace(/\D/g, ''));
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
        <Button type="submit" size="lg" block>
          {t('campaign.parent.next')}
        </Button>
      </form>
    </ParentCodeShell>
  );
}
