import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Container, PageTitle } from '@/components/PageShell';
import {
  AvatarUploader,
  BindPhoneForm,
  ChangePasswordForm,
  emptyChangePasswordValues,
  ProfileForm,
  ResetPasswordForm,
  SettingsCard,
  SettingsLayout,
  SettingsSummary,
  type ProfileFormStatus,
} from '@/features/account/SettingsSections';
import { captchaSrc, gradeGroups, studentPhone } from './fixtures';

/*
 * The account settings page as the app composes it: the account card and the section list beside the
 * open section. The profile section shows its loading and failure states; a session that ended on the
 * page leaves the 'log in' view.
 */

interface PageProps {
  profileStatus: ProfileFormStatus;
  initialSection: string;
  loggedIn: boolean;
  onLogin: () => void;
}

type SectionName = 'profile' | 'password' | 'phone' | 'reset';

function SettingsPageStory({ profileStatus, initialSection, loggedIn, onLogin }: PageProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState(initialSection);
  const noop = fn();
  /** A section as the page lists it: named, glyph and hint from the catalog, its form in its card. */
  const item = (name: SectionName, form: ReactNode) => ({
    value: name,
    glyph: name,
    label: t(`settingsPage.sections.${name}`),
    hint: t(`settingsPage.sectionHints.${name}`),
    content: (
      <SettingsCard title={t(`settingsPage.sections.${name}`)} intro={t(`settingsPage.${name}.intro`)}>
        {form}
      </SettingsCard>
    ),
  });
  const sms = { secondsLeft: 0, onSendCode: noop, captchaSrc };
  const sections = [
    item(
      'profile',
      <>
        <AvatarUploader
          name="小林同学"
          state="idle"
          maxSizeText={'2\u00a0MB'}
          accept="image/jpeg,image/png,image/webp"
          onPick={noop}
          onRetry={noop}
        />
        <ProfileForm
          status={profileStatus}
          onRetry={noop}
          values={{ name: '小林同学', gradeName: '初二' }}
          onValuesChange={noop}
          onSubmit={noop}
          dirty={false}
          gradeGroups={gradeGroups}
          gradeStatus="ready"
          onRetryGrades={noop}
        />
      </>,
    ),
    item(
      'password',
      <ChangePasswordForm
        state="editing"
        values={emptyChangePasswordValues}
        onValuesChange={noop}
        onSubmit={noop}
        onRestart={noop}
      />,
    ),
    item(
      'phone',
      <BindPhoneForm
        state="editing"
        currentPhone={studentPhone}
        values={{ phone: '', smsCode: '', password: '' }}
        onValuesChange={noop}
        onSubmit={noop}
        onRestart={noop}
        {...sms}
      />,
    ),
    item(
      'reset',
      <ResetPasswordForm
        state="editing"
        phone={studentPhone}
        values={{ smsCode: '', password: '', confirmPassword: '' }}
        onValuesChange={noop}
        onSubmit={noop}
        onLogin={noop}
        {...sms}
      />,
    ),
  ];
  return (
    <Container>
      <PageTitle title={t('routes.personalSetting')} subtitle={t('settingsPage.subtitle')} />
      {loggedIn ? (
        <SettingsLayout
          label={t('settingsPage.navLabel')}
          value={section}
          onValueChange={setSection}
          sections={sections}
          summary={<SettingsSummary name="小林同学" phone={studentPhone} gradeName="初二" />}
        />
      ) : (
        <EmptyState
          title={t('settingsPage.loggedOut.title')}
          description={t('settingsPage.loggedOut.description')}
          action={<Button onClick={onLogin}>{t('settingsPage.loggedOut.login')}</Button>}
        />
      )}
    </Container>
  );
}

const meta = {
  title: 'Account/Settings/Page',
  component: SettingsPageStory,
  parameters: { layout: 'fullscreen' },
  args: { profileStatus: 'ready', initialSection: 'profile', loggedIn: true, onLogin: fn() },
  argTypes: {
    profileStatus: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    initialSection: { control: 'inline-radio', options: ['profile', 'password', 'phone', 'reset'] },
  },
} satisfies Meta<typeof SettingsPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '账户设置' })).toBeInTheDocument();
    const tabs = canvas.getByRole('tablist', { name: '设置项' });
    await expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: /^修改密码/ }));
    await expect(canvas.getByRole('tabpanel', { name: /^修改密码/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '修改密码' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: /^更换手机号/ })).toHaveFocus();
  },
};

export const Playground: Story = {};

export const ProfileLoading: Story = {
  args: { profileStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('个人资料加载中')).toBeInTheDocument();
  },
};

export const ProfileLoadFailed: Story = {
  args: { profileStatus: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('个人资料加载失败，请稍后重试')).toBeInTheDocument();
  },
};

export const PhoneSection: Story = { args: { initialSection: 'phone' } };

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '去登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const English: Story = { globals: { locale: 'en' } };
