import { useTranslation } from '@/i18n/react';
import { fillTaggedParts } from '@/lib/taggedText';
import { ChevronDownGlyph } from './MenuGlyph';
import * as styles from './SiteHeader.css';

export interface HeaderUser {
  name?: string | null;
  qiniuUrl?: string | null;
  photoUrl?: string | null;
}

/**
 * The words of the avatar button: the name, hidden words for screen readers, the chevron. The button is
 * named by this content (the visible name plus hidden words), so speech input can say what it sees.
 */
export function AccountTriggerLabel({ user, notificationCount }: { user: HeaderUser; notificationCount: number }) {
  const { t } = useTranslation();
  const name = user.name?.trim() ?? '';
  return (
    <>
      {name ? (
        fillTaggedParts(t('chrome.header.accountMenu', { name: '{{name}}' }), { name }).map(({ tag, text }, index) =>
          tag === 'name' ? (
            <span key={index} className={styles.accountName}>
              {text}
            </span>
          ) : tag === 'hidden' ? (
            <span key={index} className={styles.visuallyHidden}>
              {text}
            </span>
          ) : (
            text
          ),
        )
      ) : (
        <span className={styles.visuallyHidden}>{t('chrome.header.accountMenuAnonymous')}</span>
      )}
      {notificationCount > 0 && (
        <span className={styles.visuallyHidden}>{t('chrome.header.unread', { count: notificationCount })}</span>
      )}
      <ChevronDownGlyph className={styles.chevron} />
    </>
  );
}

/**
 * The avatar button's stand-in while the menu's code loads (signed-in visitors only): a plain circle where
 * the avatar goes, the same words, the same size, so nothing moves when the real one arrives and an
 * anonymous visit downloads neither the avatar nor the badge.
 */
export function AccountTriggerStandIn({ user, notificationCount }: { user: HeaderUser; notificationCount: number }) {
  return (
    <>
      <span className={styles.avatarStandIn} aria-hidden="true" />
      <AccountTriggerLabel user={user} notificationCount={notificationCount} />
    </>
  );
}
