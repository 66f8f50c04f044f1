import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect, useMemo } from 'react';
import { useToast } from '@/components/Toast';
import { api } from '@/app/api';
import { captchaImageSrc, randomSeed, provideLoginMachine } from '@/flows/account';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';
import { RouterLink } from '@/app/router/RouterLink';
import { LoginDialog } from './LoginDialog';

/**
 * The login dialog, opened and closed by the app machine (`loginModal.open` / `loginModal.close`). The
 * login flow runs for the app's lifetime: opening restarts it with a fresh captcha, closing clears it,
 * and its login goes to the app as login.succeeded.
 */
export function LoginModal() {
  const app = useAppActor();
  const toast = useToast();
  const open = useAppSelector((snapshot) => snapshot.hasTag('loginModalOpen'));
  const machine = useMemo(
    () =>
      provideLoginMachine(api, {
        toast: (options) => void toast.show(options),
        loggedIn: (user, token) => app.send({ type: 'login.succeeded', user, token }),
        userUpdated: (changes) => app.send({ type: 'user.updated', changes }),
      }),
    [app, toast],
  );
  const login = useFlowActor('login', machine, { input: { captchaSeed: randomSeed() } });
  // A notice over the login waits in front of it; the form keeps what was typed meanwhile.
  const drawn = useOverlayTurn('login', 'login', open);

  useEffect(() => {
    login.send({ type: open ? 'user.open' : 'user.close' });
  }, [login, open]);

  return (
    <LoginDialog
      open={drawn}
      onClose={() => app.send({ type: 'loginModal.close' })}
      onRegister={() => app.send({ type: 'loginModal.register' })}
      login={login}
      captchaSrc={captchaImageSrc}
      LinkComponent={RouterLink}
    />
  );
}
