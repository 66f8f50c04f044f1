import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { AnchorLink, linkButton, type LinkComponent } from '@/components/PageShell';
import { StatusIllustration } from './StatusIllustration';
import * as styles from './StatusPage.css';
import type { StatusPageVariant } from './statusPageVariants';

export interface StatusPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  variant: StatusPageVariant;
  /** Reloads the page: the main action of chunkError, an extra one on serverError. */
  onReload?: () => void;
  /** Opens the login dialog on loginRequired. */
  onLoginClick?: () => void;
  /** Replace the default heading or text, e.g. with the server's own message. */
  title?: ReactNode;
  description?: ReactNode;
  homePath?: string;
  LinkComponent?: LinkComponent;
}

const codes: Partial<Record<StatusPageVariant, 'chrome.status.notFound.code' | 'chrome.status.serverError.code'>> = {
  notFound: 'chrome.status.notFound.code',
  serverError: 'chrome.status.serverError.code',
};

export const StatusPage = forwardRef<HTMLElement, StatusPageProps>(function StatusPage(
  { variant, onReload, onLoginClick, title, description, homePath = '/home', LinkComponent = AnchorLink, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const codeKey = codes[variant];
  const titleId = useId();
  const home = (tone: 'primary' | 'outline') => (
    <LinkComponent to={homePath} className={linkButton[tone]}>
      {t('chrome.status.backHome')}
    </LinkComponent>
  );

  let actions: ReactNode;
  switch (variant) {
    case 'notFound':
      actions = home('primary');
      break;
    case 'serverError':
      actions = (
        <>
          {home(onReload ? 'outline' : 'primary')}
          {onReload && <Button onClick={onReload}>{t('chrome.status.serverError.retry')}</Button>}
        </>
      );
      break;
    case 'chunkError':
      actions = (
        <>
          {home('outline')}
          <Button onClick={onReload}>{t('chrome.status.chunkError.reload')}</Button>
        </>
      );
      break;
    case 'loginRequired':
      actions = (
        <>
          {home('outline')}
          <Button onClick={onLoginClick}>{t('chrome.status.loginRequired.login')}</Button>
        </>
      );
      break;
  }

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...rest}
    >
      <StatusIllustration variant={variant} className={styles.illustration} />
      {codeKey && (
        <p className={styles.code} aria-hidden="true">
          {t(codeKey)}
        </p>
      )}
      <h1 id={titleId} className={styles.title}>
        {title ?? t(`chrome.status.${variant}.title`)}
      </h1>
      <p className={styles.description}>{description ?? t(`chrome.status.${variant}.description`)}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
});
