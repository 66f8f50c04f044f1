import * as DialogPrimitive from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { RefObject } from 'react';
import { useTranslation } from '@/i18n/react';
import { CloseGlyph } from '@/components/Dialog';
import { IconButton } from '@/components/IconButton';
import { Logo } from '@/components/Logo';
import { isActivePath, type LinkComponent } from '@/components/PageShell';
import { NavGlyph } from './NavGlyph';
import { mobileNavItems } from './navItems';
import * as styles from './MobileNavbar.css';

export interface MobileNavMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPath?: string | undefined;
  LinkComponent: LinkComponent;
  /** The menu button: focus goes back to it when the menu closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in menu of the mobile navbar: a modal dialog with the four sections. It is loaded when the
 * menu is first wanted, so a phone's first visit does not download the dialog code for a closed menu.
 */
export default function MobileNavMenu({ open, onOpenChange, currentPath, LinkComponent, menuButton }: MobileNavMenuProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The button is not a Radix trigger (it lives in the bar, loaded before this menu): refocus it here.
            event.preventDefault();
            menuButton.current?.focus();
          }}
        >
          <VisuallyHidden asChild>
            <DialogPrimitive.Title>{t('chrome.mobileNav.title')}</DialogPrimitive.Title>
          </VisuallyHidden>
          <div className={styles.panelHeader}>
            <Logo size="sm" />
            <DialogPrimitive.Close asChild>
              <IconButton aria-label={t('chrome.mobileNav.close')} size="md">
                <CloseGlyph />
              </IconButton>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('chrome.mobileNav.title')}>
            <ul className={styles.list}>
              {mobileNavItems.map((item) => {
                const active = isActivePath(currentPath, item.path);
                return (
                  <li key={item.key}>
                    <LinkComponent
                      to={item.path}
                      className={styles.item}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => onOpenChange(false)}
                    >
                      <span className={styles.itemIcon}>
                        <NavGlyph name={item.key} />
                      </span>
                      <span className={styles.itemText}>{t(`chrome.mobileNav.${item.key}`)}</span>
                      <NavGlyph name="next" className={styles.itemArrow} />
                    </LinkComponent>
                  </li>
                );
              })}
            </ul>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
