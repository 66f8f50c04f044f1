import { useTranslation } from '@/i18n/react';
import { AccountGlyph, type AccountGlyphName } from '@/components/AccountGlyph';
import { Avatar } from '@/components/Avatar';
import { Badge } from '@/components/Badge';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { MaskedPhone } from '@/components/MaskedPhone';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import '@/features/mobile/meTexts';
import * as m from '@/features/mobile/mobile.css';
import * as styles from './MobileMe.css';

export interface MobileMeProfile {
  name: string;
  phone: string;
  gradeName: string;
  qiniuUrl: string;
  photoUrl: string;
}

export interface MobileMeViewProps {
  profile: Loadable<MobileMeProfile>;
  /** Unread messages, shown on 消息中心; null while not known. */
  unreadCount: number | null;
  onAdviser: () => void;
  onLogout: () => void;
}

/** Where 我的 leads, in the order a family looks for them: learning first, then the account. */
export const meEntries = [
  { key: 'myCourses', path: '/personal/my-course' },
  { key: 'studymag', path: '/studymag' },
  { key: 'orders', path: '/personal/order' },
  { key: 'collections', path: '/personal/collected' },
  { key: 'messages', path: '/personal/notification' },
  { key: 'settings', path: '/personal/setting' },
  { key: 'feedback', path: '/personal/feckback' },
] as const satisfies readonly { key: AccountGlyphName; path: string }[];

function ProfileCard({ profile }: { profile: MobileMeProfile }) {
  const { t } = useTranslation();
  return (
    <div className={styles.profile}>
      <Avatar qiniuUrl={profile.qiniuUrl} photoUrl={profile.photoUrl} name={profile.name || null} size="xl" />
      <div className={styles.profileText}>
        <p className={styles.name}>{profile.name || t('mobile.me.noName')}</p>
        <p className={styles.facts}>
          <span className={styles.grade}>{profile.gradeName || t('mobile.me.noGrade')}</span>
          <MaskedPhone phone={profile.phone} />
        </p>
      </div>
    </div>
  );
}

/** /m/me: the signed-in family, then every personal page, the adviser and signing out. */
export function MobileMeView({ profile, unreadCount, onAdviser, onLogout }: MobileMeViewProps) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <h1 className={m.title}>{t('routes.mobileMe')}</h1>
      <section aria-label={t('mobile.me.profile')} data-state={profile.status}>
        <LoadableContent
          value={profile}
          size="sm"
          errorMessage={t('mobile.me.profileFailed')}
          skeleton={
            <SkeletonGroup className={styles.profile}>
              <span className={styles.profileSkeleton}>
                <Skeleton shape="circle" width="64px" />
                <span className={styles.skeletonLines}>
                  <Skeleton width="40%" />
                  <Skeleton width="70%" />
                </span>
              </span>
            </SkeletonGroup>
          }
        >
          {(data) => <ProfileCard profile={data} />}
        </LoadableContent>
      </section>
      <nav aria-label={t('mobile.me.services')}>
        <ul className={styles.entries}>
          {meEntries.map((item) => (
            <li key={item.key}>
              <Link to={item.path} className={styles.entry}>
                <AccountGlyph name={item.key} className={styles.entryIcon} />
                <span className={styles.entryText}>{t(`chrome.header.menu.${item.key}`)}</span>
                {item.key === 'studymag' && <span className={styles.entryHint}>{t('mobile.me.studymagHint')}</span>}
                {item.key === 'messages' && unreadCount !== null && unreadCount > 0 && (
                  <Badge count={unreadCount} label={t('mobile.me.unread', { count: unreadCount })} />
                )}
                <AccountGlyph name="next" className={styles.entryArrow} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.entries}>
        <li>
          <button type="button" className={styles.entry} onClick={onAdviser}>
            <AccountGlyph name="adviser" className={styles.entryIcon} />
            <span className={styles.entryText}>{t('chrome.header.menu.adviser')}</span>
            <AccountGlyph name="next" className={styles.entryArrow} />
          </button>
        </li>
        <li>
          <button type="button" className={styles.logout} onClick={onLogout}>
            {t('chrome.header.menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
