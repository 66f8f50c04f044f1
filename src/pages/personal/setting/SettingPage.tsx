import { addTexts } from '@/i18n';
import { settingsPage } from '@/i18n/locales/zh-CN/settingsPage';
import '@/features/account/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { titleKeyOf, useCurrentRoute } from '@/app/router/currentRoute';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Container, PageTitle } from '@/components/PageShell';
import { SettingsLayout, SettingsSummary, type SettingsSectionItem } from '@/features/account/SettingsSections';
import { useToast } from '@/components/Toast';
import { tokenOf, type AppUser } from '@machines/app';
import { BindPhoneSection } from './BindPhoneSection';
import { PasswordSection } from './PasswordSection';
import { profileQueryKey, ProfileSection } from './ProfileSection';
import { ResetPasswordSection } from './ResetPasswordSection';
import type { SettingsEffects } from './settingsMachines';
import * as styles from '@/features/site/pages.css';

addTexts({ settingsPage });

export const settingsSections = ['profile', 'password', 'phone', 'reset'] as const;
export type SettingsSection = (typeof settingsSections)[number];
/** The query parameter naming the open section, so a section can be linked to and survives a reload. */
export const SECTION_PARAM = 'tab';

function sectionOf(value: string | null): SettingsSection {
  return (settingsSections as readonly string[]).includes(value ?? '') ? (value as SettingsSection) : 'profile';
}

/** The signed-in user's settings; remounted for every new session so no flow outlives the login it began in. */
function SettingsBody({
  user,
  section,
  onSection,
}: {
  user: AppUser;
  section: SettingsSection;
  onSection: (s: SettingsSection) => void;
}) {
  const { t, i18n } = useTranslation();
  const app = useAppActor();
  const toast = useToast();
  const queryClient = useQueryClient();
  const phone = user.phone ?? '';

  const effects = useMemo<SettingsEffects>(
    () => ({
      toast: (options) => void toast.show(options),
      userUpdated(changes) {
        app.send({ type: 'user.updated', changes });
        queryClient.setQueryData(profileQueryKey(user.rsNo), (saved: object | undefined) =>
          saved ? { ...saved, ...changes } : saved,
        );
      },
      sessionEnded: () => app.send({ type: 'session.expired', message: i18n.t('settingsPage.reset.loginAgain') }),
      succeeded: (kind) => void toast.show({ message: i18n.t(`settingsPage.toasts.${kind}`), tone: 'success' }),
      uploadFailedText: () => i18n.t('settingsPage.avatar.failed'),
    }),
    [app, toast, queryClient, i18n, user.rsNo],
  );

  const sections: SettingsSectionItem[] = [
    {
      value: 'profile',
      glyph: 'profile',
      label: t('settingsPage.sections.profile'),
      hint: t('settingsPage.sectionHints.profile'),
      content: <ProfileSection user={user} effects={effects} />,
    },
    {
      value: 'password',
      glyph: 'password',
      label: t('settingsPage.sections.password'),
      hint: t('settingsPage.sectionHints.password'),
      content: <PasswordSection effects={effects} />,
    },
    {
      value: 'phone',
      glyph: 'phone',
      label: t('settingsPage.sections.phone'),
      hint: t('settingsPage.sectionHints.phone'),
      content: <BindPhoneSection phone={phone} effects={effects} />,
    },
    {
      value: 'reset',
      glyph: 'reset',
      label: t('settingsPage.sections.reset'),
      hint: t('settingsPage.sectionHints.reset'),
      // A new phone is a new place to send the code to: the flow starts over for it.
      content: (
        <ResetPasswordSection key={phone} phone={phone} effects={effects} onLogin={() => app.send({ type: 'loginModal.open' })} />
      ),
    },
  ];

  return (
    <SettingsLayout
      label={t('settingsPage.navLabel')}
      value={section}
      onValueChange={(value) => onSection(sectionOf(value))}
      sections={sections}
      summary={
        <SettingsSummary
          name={user.name}
          phone={user.phone}
          gradeName={user.gradeName}
          qiniuUrl={user.qiniuUrl}
          photoUrl={user.photoUrl}
        />
      }
    />
  );
}

/** /personal/setting: profile, avatar, password and phone of the signed-in user. */
export default function SettingPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const app = useAppActor();
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const token = useAppSelector((snapshot) => tokenOf(snapshot.context));
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get(SECTION_PARAM));

  const openSection = (next: SettingsSection) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'profile') updated.delete(SECTION_PARAM);
        else updated.set(SECTION_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Container className={styles.page}>
      <PageTitle title={t(titleKeyOf(route))} subtitle={t('settingsPage.subtitle')} />
      {user ? (
        <SettingsBody key={`${user.rsNo}:${token ?? ''}`} user={user} section={section} onSection={openSection} />
      ) : (
        // The session ended on this page (expired, or the password was reset): nothing to set until a login.
        <EmptyState
          title={t('settingsPage.loggedOut.title')}
          description={t('settingsPage.loggedOut.description')}
          action={<Button onClick={() => app.send({ type: 'loginModal.open' })}>{t('settingsPage.loggedOut.login')}</Button>}
        />
      )}
    </Container>
  );
}
