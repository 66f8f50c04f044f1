import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { AnchorLink, type LinkComponent } from './ChromeLink';
import * as styles from './PageShell.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, which is the last item. */
  to?: string;
}

export interface PageTitleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: BreadcrumbItem[];
  /** Buttons or links beside the heading (e.g. a filter or 'view all'). */
  actions?: ReactNode;
  LinkComponent?: LinkComponent;
}

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement> {
  items: BreadcrumbItem[];
  LinkComponent?: LinkComponent;
}

/** Where the page sits: links to the pages above it, the current page last. */
export function Breadcrumb({ items, LinkComponent = AnchorLink, className, ...rest }: BreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('chrome.pageShell.breadcrumb')} className={className} {...rest}>
      <ol className={styles.breadcrumb}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.crumb}>
              {item.to && !last ? (
                <LinkComponent to={item.to} className={styles.crumbLink}>
                  {item.label}
                </LinkComponent>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.crumbCurrent}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export const PageTitle = forwardRef<HTMLDivElement, PageTitleProps>(function PageTitle(
  { title, subtitle, breadcrumb, actions, LinkComponent = AnchorLink, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={[styles.pageTitle, className].filter(Boolean).join(' ')} {...rest}>
      {breadcrumb && breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} LinkComponent={LinkComponent} />}
      <div className={styles.titleRow}>
        <div className={styles.titleText}>
          <h1 className={styles.heading}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
});
