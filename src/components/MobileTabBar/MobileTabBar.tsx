import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { AnchorLink, type LinkComponent } from '@/components/PageShell';
import { NavGlyph } from '@/components/MobileNavbar/NavGlyph';
import { mobileTabItems, type MobileTabKey } from './tabItems';
import * as styles from './MobileTabBar.css';

export interface MobileTabBarProps extends HTMLAttributes<HTMLElement> {
  /** The tab of the page shown, marked current; none when the page belongs to no tab. */
  current: MobileTabKey | null;
  LinkComponent?: LinkComponent;
}

/** The phone's bottom navigation: 首页 · 课程 · 学习 · 我的, fixed above the home indicator. */
export const MobileTabBar = forwardRef<HTMLElement, MobileTabBarProps>(function MobileTabBar(
  { current, LinkComponent = AnchorLink, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <nav ref={ref} aria-label={t('chrome.tabBar.label')} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <ul className={styles.list}>
        {mobileTabItems.map((item) => (
          <li key={item.key}>
            <LinkComponent
              to={item.path}
              className={styles.tab}
              aria-current={current === item.key ? 'page' : undefined}
              data-tab={item.key}
            >
              <NavGlyph name={item.key} className={styles.icon} />
              {t(`chrome.tabBar.${item.key}`)}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
});
