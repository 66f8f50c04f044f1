import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '@/app/api';
import { provideLoginMachine, captchaImageSrc, loginReturnPath, randomSeed } from '@/flows/account';
import { loginFlowViewProps } from '@/app/overlays/loginFlowProps';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useToast } from '@/components/Toast';
import { ForgotPasswordHint } from '@/features/account/ForgotPasswordHint';
import { CUSTOMER_SERVICE } from '@/config';
import { MobileLoginView } from './MobileLoginView';
import '@/features/account/texts';
import '@/features/mobile/loginTexts';

/**
 * /m/login: the same login flow as the dialog (password, captcha, the SMS check when the server asks),
 * as a page. Its login goes on to the page the visitor was going to (see returnPath); somebody already
 * logged in goes there at once.
 */
export default function MobileLoginPage() {
  const { t } = useTranslation();
  const app = useAppActor();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const machine = useMemo(
    () =>
      provideLoginMachine(api, {
        toast: (options) => void toast.show(options),
        loggedIn: (loggedIn, token) => {
          app.send({ type: 'login.returnPathSet', path: loginReturnPath(params, loggedIn.phone) });
          app.send({ type: 'login.succeeded', user: loggedIn, token });
        },
        userUpdated: (changes) => app.send({ type: 'user.updated', changes }),
      }),
    [app, toast, params],
  );
  const login = useFlowActor('login', machine, { input: { captchaSeed: randomSeed() } });
  const snapshot = useSelector(login, (state) => state);
  // Only who arrives logged in is sent on from here; a login made on this page goes on through the app.
  const [arrivedLoggedIn] = useState(() => user !== null);
  const alreadyIn = arrivedLoggedIn && user !== null;

  useEffect(() => {
    login.send({ type: 'user.open' });
    return () => login.send({ type: 'user.close' });
  }, [login]);

  // Arriving logged in (a share link opened by a known user): on at once, nothing to ask.
  useEffect(() => {
    if (alreadyIn) void navigate(loginReturnPath(params, user.phone), { replace: true });
  }, [alreadyIn, navigate, params, user]);

  const view = loginFlowViewProps(snapshot, login, captchaImageSrc, true);
  return (
    <>
      <MobileLoginView
        {...view}
        continuingAs={alreadyIn ? (user.name ?? user.phone ?? '') : null}
        onRegister={() => app.send({ type: 'register.open', returnPath: loginReturnPath(params, null) })}
      />
      <ConfirmDialog
        open={snapshot.hasTag('agreementWarning')}
        tone="warning"
        showCancel={false}
        message={t('account.agreement.warning')}
        onConfirm={() => login.send({ type: 'user.dismissWarning' })}
      />
      <ForgotPasswordHint
        open={snapshot.hasTag('forgotPasswordHint')}
        onClose={() => login.send({ type: 'user.dismissHint' })}
        phone={CUSTOMER_SERVICE.phone}
        serviceHours={CUSTOMER_SERVICE.hours}
      />
    </>
  );
}
