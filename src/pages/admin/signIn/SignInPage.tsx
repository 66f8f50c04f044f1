import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConsoleSignIn } from '@/features/console/ConsoleSignIn';
import { afterSignIn, useStaffSignIn } from '@/flows/console';
import { setLocale } from '@/i18n';
import { useTranslation } from '@/i18n/react';

/** /admin/login: the two-step staff sign-in; then the page the staff member was sent away from. */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [search] = useSearchParams();
  const next = afterSignIn(search.get('next'));
  const onSignedIn = useCallback(() => {
    // Nothing read under another staff member's session may show under this one.
    queries.clear();
    void navigate(next, { replace: true });
  }, [navigate, next, queries]);
  const signIn = useStaffSignIn(onSignedIn);
  return (
    <ConsoleSignIn
      step={signIn.step}
      busy={signIn.busy}
      error={signIn.error}
      notice={search.get('expired') ? t('admin.signIn.sessionEnded') : null}
      captchaSrc={signIn.captchaSrc}
      phone={signIn.phone}
      setup={signIn.setup}
      onRefreshCaptcha={() => signIn.send({ type: 'captcha.refresh' })}
      onSubmitPassword={(values) => signIn.send({ type: 'user.submitPassword', ...values })}
      onSubmitCode={(code) => signIn.send({ type: 'user.submitCode', code })}
      onRestart={() => signIn.send({ type: 'user.restart' })}
      onSwitchLanguage={() => void setLocale(i18n.language === 'en' ? 'zh-CN' : 'en', i18n)}
    />
  );
}
