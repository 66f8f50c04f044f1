import { useAppActor } from '@/app/providers/appActorContext';
import { toAppUser, type ServerUser } from '@/flows/account';

/** Hands an accepted campaign sign-in (smsLogin, freeCourse/claim) to the app's session, as the login modal does. */
export function useCampaignLogin() {
  const app = useAppActor();
  return (data: { userInfo: ServerUser; token: string }) =>
    app.send({ type: 'login.succeeded', user: toAppUser(data.userInfo), token: data.token });
}
