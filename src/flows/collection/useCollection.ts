import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import * as userCollection from '@contract/api/calls/user/collection';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { callKey, useApiQuery } from '@/app/api/queries';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { useToast } from '@/components/Toast';
import '@/features/collection/texts';

export type CollectionType = 'course' | 'news' | 'tutor';

export interface CollectionControl {
  collected: boolean;
  /** A change is on its way: further clicks are ignored until it is settled. */
  pending: boolean;
  toggle(): void;
}

/**
 * Whether the signed-in user has collected an object, and a toggle that shows the change at once
 * (optimistic), rolls it back with a toast when the server refuses, and for an anonymous visitor opens the
 * login dialog and collects once the login succeeds.
 */
export function useCollection(objectType: CollectionType, objectId: number | null): CollectionControl {
  const { t } = useTranslation();
  const actor = useAppActor();
  const toast = useToast();
  const queryClient = useQueryClient();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const target = { objectType, objectId: objectId ?? 0 };
  const key = callKey(userCollection.checkCollection, target, rsNo);
  const state = useApiQuery(userCollection.checkCollection, target, {
    scope: rsNo,
    enabled: rsNo !== null && objectId !== null,
  });
  const collected = rsNo !== null && state.data?.collected === true;

  const change = useMutation({
    mutationFn: (collect: boolean) =>
      api.call(userCollection.addOrUpdateCollection, { ...target, collect: collect ? '1' : '0' }, { handleError: true }),
    onMutate: async (collect) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ collected: boolean }>(key);
      queryClient.setQueryData(key, { collected: collect });
      return { before };
    },
    onError: (error, _collect, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.show({ message: error instanceof ApiError ? error.message : t('collection.toast.failed'), tone: 'error' });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, { collected: answer.collected });
      toast.show({ message: t(answer.collected ? 'collection.toast.collected' : 'collection.toast.removed'), tone: 'success' });
    },
  });

  // An anonymous visitor asked to collect: do it once they have logged in, forget it if they close the dialog.
  const collectAfterLogin = useRef(false);
  const loginOpen = useAppSelector((snapshot) => snapshot.hasTag('loginModalOpen'));
  const { mutate } = change;
  useEffect(() => {
    if (!collectAfterLogin.current) return;
    if (rsNo !== null) {
      collectAfterLogin.current = false;
      mutate(true);
    } else if (!loginOpen) {
      collectAfterLogin.current = false;
    }
  }, [rsNo, loginOpen, mutate]);

  return {
    collected,
    pending: change.isPending || (rsNo !== null && state.isLoading),
    toggle() {
      if (objectId === null || change.isPending) return;
      if (rsNo === null) {
        collectAfterLogin.current = true;
        actor.send({ type: 'loginModal.open' });
        return;
      }
      mutate(!collected);
    },
  };
}
