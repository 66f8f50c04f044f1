import { forwardRef, useEffect, useRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { AnchorLink, isActivePath, type LinkComponent } from '@/components/PageShell';
import { aboutPagePath, aboutPages } from './aboutPages';
import * as styles from './AboutSidebar.css';

export interface AboutSidebarProps extends HTMLAttributes<HTMLElement> {
  /** The location's pathname; the matching page is highlighted. */
  currentPath?: string;
  LinkComponent?: LinkComponent;
}

export const AboutSidebar = forwardRef<HTMLElement, AboutSidebarProps>(function AboutSidebar(
  { currentPath, LinkComponent = AnchorLink, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  // As tabs on a phone the current page may sit off-screen; bring it into the strip without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // Placed at once: the strip's smooth scrolling is for the visitor's own swipes, not for arriving on a page.
    list.scrollTo({ left: current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2, behavior: 'instant' });
  }, [currentPath]);

  return (
    <nav
      ref={ref}
      aria-label={t('chrome.aboutNav.label')}
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <p className={styles.heading} aria-hidden="true">
        {t('chrome.aboutNav.label')}
      </p>
      <ul ref={listRef} className={styles.list}>
        {aboutPages.map((page) => {
          const path = aboutPagePath(page.slug);
          const active = isActivePath(currentPath, path);
          return (
            <li key={page.slug} className={styles.item}>
              <LinkComponent to={path} className={styles.link} aria-current={active ? 'page' : undefined}>
                {t(`chrome.aboutNav.${page.key}`)}
              </LinkComponent>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
