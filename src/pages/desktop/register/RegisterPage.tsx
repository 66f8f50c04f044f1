import { addTexts } from '@/i18n';
import { registerPage } from '@/i18n/locales/zh-CN/registerPage';
import '@/features/account/texts';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useToast } from '@/components/Toast';
import { i18n } from '@/i18n';
import { api } from '@/app/api';
import { CAPTCHA_PATH, randomSeed } from '@/flows/account';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { homePathFor, useCurrentRoute } from '@/app/router/currentRoute';
import { RouterLink } from '@/app/router/RouterLink';
import { provideRegisterMachine } from './registerActors';
import { RegisterView } from './RegisterView';

addTexts({ registerPage });

const addresses = new Map<string, string>();

/**
 * The captcha picture of an id, one address per version: `t` makes each address new to the browser, and
 * keeping it means re-rendering never draws (and so replaces) the picture the user is reading.
 */
function captchaSrc(captchaId: string, version: number): string {
  const key = `${captchaId}#${version}`;
  let address = addresses.get(key);
  if (!address) {
    address = api.url(CAPTCHA_PATH, { t: Date.now(), c: captchaId });
    addresses.set(key, address);
    if (addresses.size > 20) addresses.delete(addresses.keys().next().value as string);
  }
  return address;
}

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
  const register = useActorRef(machine, { input: { captchaSeed: randomSeed() } });

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
