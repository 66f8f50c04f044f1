import '@/features/evaluation/texts';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as webCommon from '@contract/api/calls/web/common';
import { api } from '@/app/api';
import { randomSeed } from '@/flows/account';
import { provideSignIn, EVALUATION_REPORT_PATH } from '@/flows/evaluation';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import * as styles from '@/features/evaluation/evaluation.css';

/**
 * /e/next-step-login: the first sign-in's profile (name, grade, school). The statechart starts at its
 * profile step: the session already exists (without one, the call's status 2 leads to /e/login).
 */
export default function NextStepLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [machine] = useState(() => provideSignIn({ captchaSeed: randomSeed(), onSignedIn: () => {} }));
  const actor = useFlowActor('evaluation.signIn', machine, { input: { method: 'sms', profileOnly: true } });
  const state = useSelector(actor, (snapshot) => ({
    profile: snapshot.context.profile,
    error: snapshot.context.error,
    saving: snapshot.hasTag('savingProfile'),
    done: snapshot.status === 'done',
  }));
  const grades = useQuery({
    queryKey: ['web', 'common', 'findGradeSelection'],
    queryFn: () => api.call(webCommon.findGradeSelection, {}, { silent: true }),
    staleTime: 60 * 60_000,
  });
  const [left, setLeft] = useState(false);
  if (state.done && !left) {
    setLeft(true);
    queueMicrotask(() => void navigate(EVALUATION_REPORT_PATH, { replace: true }));
  }
  const change = (changes: Partial<typeof state.profile>) => actor.send({ type: 'user.profileChanged', changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.submitProfile' });
  };
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{t('evaluation.profile.heading')}</h1>
        <p className={styles.muted}>{t('evaluation.profile.text')}</p>
      </div>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <TextField
          label={t('evaluation.profile.name')}
          value={state.profile.name}
          onValueChange={(name) => change({ name })}
          placeholder={t('evaluation.profile.namePlaceholder')}
          maxLength={20}
        />
        <label className={styles.label}>
          {t('evaluation.profile.grade')}
          {grades.isError ? (
            <Button type="button" variant="outline" onClick={() => void grades.refetch()}>
              {t('evaluation.profile.gradesFailed')}
            </Button>
          ) : (
            <select
              className={styles.select}
              value={state.profile.grade}
              onChange={(event) => change({ grade: event.target.value })}
            >
              <option value="">{t('evaluation.profile.gradePlaceholder')}</option>
              {(grades.data?.list ?? []).map((group) => (
                <optgroup key={group.gradeName} label={group.gradeName}>
                  {group.grades.map((grade) => (
                    <option key={grade.name} value={grade.name}>
                      {grade.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </label>
        <TextField
          label={t('evaluation.profile.school')}
          value={state.profile.school}
          onValueChange={(school) => change({ school })}
          placeholder={t('evaluation.profile.schoolPlaceholder')}
          maxLength={40}
        />
        {state.error && (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        )}
        <Button type="submit" block loading={state.saving}>
          {t('evaluation.profile.submit')}
        </Button>
      </form>
    </div>
  );
}
