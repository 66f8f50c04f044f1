import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as userAccount from '@contract/api/calls/user/account';
import * as webCommon from '@contract/api/calls/web/common';
import { api } from '@/app/api';
import { answerOf, toAppUser, type ServerUser } from '@/flows/account';
import type { GradeOptionGroup } from '@/features/account/GradeSelect';
import {
  AvatarUploader,
  avatarUploaderStates,
  ProfileForm,
  SettingsCard,
  validateProfile,
  type ProfileValues,
} from '@/features/account/SettingsSections';
import type { AppUser } from '@machines/app';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@machines/settings';
import { failureText } from '@machines/sms/answer';
import { provideAvatarUploadMachine, type SettingsEffects } from './settingsMachines';
import { useFieldErrors } from '@/flows/site';

/** The cache entry of the signed-in user's profile (findUserinfo). */
export const profileQueryKey = (rsNo: string) => ['user', 'findUserinfo', rsNo] as const;
const GRADES_QUERY_KEY = ['web', 'common', 'findGradeSelection'] as const;

// A no-break space keeps the number and its unit on one line.
const maxSizeText = `${AVATAR_MAX_BYTES / 1024 / 1024}\u00a0MB`;
const accept = AVATAR_TYPES.join(',');

/** The picked picture as a data address while it is checked, sent or failed; read once per file. */
function usePreview(file: Blob | null): string | null {
  const [preview, setPreview] = useState<{ file: Blob; src: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, src: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview?.file === file ? preview.src : null;
}

const previewedStates: readonly string[] = ['validating', 'uploading', 'saving', 'failed'];

function AvatarPart({ user, effects }: { user: AppUser; effects: SettingsEffects }) {
  const machine = useMemo(() => provideAvatarUploadMachine(api, effects), [effects]);
  const actor = useFlowActor('settings.profile', machine);
  const snapshot = useSelector(actor, (state) => state);
  const state = avatarUploaderStates.find((tag) => snapshot.hasTag(tag)) ?? 'idle';
  const previewSrc = usePreview(previewedStates.includes(state) ? snapshot.context.file : null);
  return (
    <AvatarUploader
      qiniuUrl={user.qiniuUrl}
      photoUrl={user.photoUrl}
      name={user.name}
      previewSrc={previewSrc}
      state={state}
      problem={snapshot.context.problem}
      error={snapshot.context.error}
      maxSizeText={maxSizeText}
      accept={accept}
      onPick={(file) => actor.send({ type: 'user.pick', file })}
      onRetry={() => actor.send({ type: 'user.retry' })}
    />
  );
}

function groupsOf(list: { gradeName: string; grades: { name: string }[] }[]): GradeOptionGroup[] {
  return list.map((group) => ({ gradeName: group.gradeName, grades: group.grades.map(({ name }) => ({ name })) }));
}

/** Nickname and grade, edited from the saved profile; saved with webModifyUserInfo. */
function ProfileEditor({
  saved,
  effects,
  gradeGroups,
  gradeStatus,
  onRetryGrades,
}: {
  saved: ServerUser;
  effects: SettingsEffects;
  gradeGroups: GradeOptionGroup[];
  gradeStatus: 'loading' | 'ready' | 'error';
  onRetryGrades: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfileValues>({ name: saved.name, gradeName: saved.gradeName });
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldErrors(validateProfile);
  const save = useMutation({
    mutationFn: (next: ProfileValues) =>
      answerOf(
        api.call(userAccount.modifyUserInfo, { name: next.name.trim(), gradeName: next.gradeName }, { handleError: true }),
      ),
    onSuccess: (answer) => {
      if (!answer.appData) {
        setError(answer.message);
        return;
      }
      const user = toAppUser(answer.appData);
      queryClient.setQueryData(profileQueryKey(user.rsNo), answer.appData);
      setValues({ name: user.name ?? '', gradeName: user.gradeName ?? '' });
      effects.userUpdated({ name: user.name, gradeName: user.gradeName, isSetClass: user.isSetClass });
      effects.succeeded('profileSaved');
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const dirty = values.name.trim() !== saved.name || values.gradeName !== saved.gradeName;

  return (
    <ProfileForm
      status="ready"
      onRetry={() => undefined}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setError(null);
        fields.edited(next);
      }}
      onSubmit={(submitted) => {
        if (!fields.check(submitted)) return;
        setError(null);
        save.mutate(submitted);
      }}
      errors={fields.errors}
      error={error}
      saving={save.isPending}
      dirty={dirty}
      gradeGroups={gradeGroups}
      gradeStatus={gradeStatus}
      onRetryGrades={onRetryGrades}
    />
  );
}

/** Avatar, nickname and grade of the signed-in user. */
export function ProfileSection({ user, effects }: { user: AppUser; effects: SettingsEffects }) {
  const { t } = useTranslation();
  // Failures are drawn here (a reload button), so the HTTP client shows no prompt of its own.
  const profile = useQuery({
    queryKey: profileQueryKey(user.rsNo),
    queryFn: () => api.call(userAccount.findUserinfo, {}, { silent: true }),
  });
  const grades = useQuery({
    queryKey: GRADES_QUERY_KEY,
    queryFn: () => api.call(webCommon.findGradeSelection, {}, { silent: true }),
    select: (data) => groupsOf(data.list),
  });
  const gradeStatus = grades.isPending ? 'loading' : grades.isError ? 'error' : 'ready';

  return (
    <SettingsCard title={t('settingsPage.sections.profile')} intro={t('settingsPage.profile.intro')}>
      <AvatarPart user={user} effects={effects} />
      {profile.data ? (
        <ProfileEditor
          saved={profile.data}
          effects={effects}
          gradeGroups={grades.data ?? []}
          gradeStatus={gradeStatus}
          onRetryGrades={() => void grades.refetch()}
        />
      ) : (
        <ProfileForm
          status={profile.isError ? 'error' : 'loading'}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          values={{ name: '', gradeName: '' }}
          onValuesChange={() => undefined}
          onSubmit={() => undefined}
          dirty={false}
          gradeGroups={[]}
          gradeStatus="loading"
          onRetryGrades={() => undefined}
        />
      )}
    </SettingsCard>
  );
}
