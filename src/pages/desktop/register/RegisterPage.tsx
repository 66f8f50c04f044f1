import { addTexts } from '@/i18n';
import { registerPage } from '@/i18n/locales/zh-CN/registerPage';
import '@/features/account/texts';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useToast } from '@/components/Toast';
import { i18n } from '@/i18n';
import { captchaSources } from '@/api/captcha';
import { api } from '@/app/api';
import { randomSeed } from '@/flows/account';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { homePathFor, useCurrentRoute } from '@/app/router/currentRoute';
import { RouterLink } from '@/app/router/RouterLink';
import { provideRegisterMachine } from './registerActors';
import { RegisterView } from './RegisterView';

addTexts({ registerPage });

const captchaSrc = captchaSources(api);

/** /register: the registration flow on the real API; once registered the app logs the new user in and leaves for /. */
export default function RegisterPage() {
  const app = useAppActor();
  const toast = useToast();
  const route = useCurrentRoute();
  const loggedIn = useAppSelector((snapshot) => snapshot.context.user !== null);
  const machine = useMemo(
    () =>
      provideRegisterMachine(api, {
        toast: (options) => void toast.show(options),
        registered: (user, token) => {
          toast.show({ message: i18n.t('registerPage.registered.toast'), tone: 'success', preset: 'login' });
          app.send({ type: 'login.succeeded', user, token });
        },
      }),
    [app, toast],
  );
  const register = useFlowActor('register', machine, { input: { captchaSeed: randomSeed() } });

  return (
    <RegisterView
      register={register}
      captchaSrc={captchaSrc}
      loggedIn={loggedIn}
      onLogin={() => app.send({ type: 'loginModal.open' })}
      homePath={homePathFor(route.area)}
      LinkComponent={RouterLink}
    />
  );
}
