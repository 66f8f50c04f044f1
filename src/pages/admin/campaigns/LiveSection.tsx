import { useState } from 'react';
import type { LiveClassFilter } from '@contract/api/schemas/admin/campaignLive';
import type { SignupChannel } from '@contract/api/schemas/user/campaign';
import { loadableOf } from '@/app/api/queries';
import { CampaignLive, type LiveClassRow } from '@/features/console';
import {
  uploadSiteImage,
  useDeleteLiveClass,
  useExportLiveSignups,
  useLiveClasses,
  useLiveSignups,
  useSaveLiveClass,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The live section of /admin/campaigns: the sessions per channel, their sign-ups and the sign-ups' CSV. */
export function LiveSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<LiveClassFilter>('upcoming');
  const [viewing, setViewing] = useState<LiveClassRow | null>(null);
  const [channel, setChannel] = useState<SignupChannel | null>(null);
  const classes = useLiveClasses(when);
  const signups = useLiveSignups(viewing?.id ?? null, channel);
  const save = useSaveLiveClass();
  const remove = useDeleteLiveClass();
  const download = useExportLiveSignups();

  return (
    <CampaignLive
      classes={loadableOf(classes)}
      when={when}
      onWhenChange={setWhen}
      canWrite={canWrite}
      onSave={save.mutateAsync}
      onDelete={remove.mutateAsync}
      onUploadImage={(file) => uploadSiteImage(file, t('admin.tutors.photo.uploadFailed'))}
      viewing={viewing}
      onView={(live) => {
        setViewing(live);
        setChannel(null);
      }}
      signups={loadableOf(signups)}
      signupChannel={channel}
      onSignupChannelChange={setChannel}
      onExport={() => download.mutateAsync({ liveClassId: viewing?.id ?? 0, channel })}
    />
  );
}
