import { useFlowMachine } from '@/app/runtime/useFlowActor';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { admin } from '@contract/api/calls';
import { staffCaptchaId, staffSignInMachine, type StaffPasswordInput, type StaffSignedIn } from '@machines/console';
import { randomSeed } from '@/flows/account';
import { encryptPassword } from '@/lib/rsa';
import { consoleApi, consoleCaptchaSrc } from './consoleApi';
import { writeStaffSession } from './staffSession';

/**
 * The console's sign-in machine wired to the staff calls: the password leaves the browser RSA-encrypted, a
 * successful code stores the session, and `onSignedIn` takes the staff member into the console.
 */
export function useStaffSignIn(onSignedIn: () => void) {
  const [captchaSeed] = useState(randomSeed);
  const machine = useMemo(
    () =>
      staffSignInMachine.provide({
        actors: {
          signIn: fromPromise(({ input }: { input: StaffPasswordInput }) =>
            consoleApi.call(admin.staff.signIn, { ...input, password: encryptPassword(input.password) }, { handleError: true }),
          ),
          verifyCode: fromPromise(({ input }: { input: { ticket: string; code: string } }): Promise<StaffSignedIn> =>
            consoleApi.call(admin.staff.verifyCode, input, { handleError: true }),
          ),
        },
        actions: {
          notifySignedIn: (_, session: StaffSignedIn) => {
            writeStaffSession({ token: session.token, expiresAt: session.expiresAt });
            onSignedIn();
          },
        },
      }),
    [onSignedIn],
  );
  const [snapshot, send] = useFlowMachine('console.signIn', machine, { input: { captchaSeed } });
  return {
    step: snapshot.hasTag('code') ? ('code' as const) : ('password' as const),
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
    setup: snapshot.context.setup,
    phone: snapshot.context.phone,
    captchaSrc: consoleCaptchaSrc(staffCaptchaId(snapshot.context)),
    send,
  };
}
