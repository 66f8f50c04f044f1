import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { Logo } from '@/components/Logo';
import { AnchorLink, Container, type LinkComponent } from '@/components/PageShell';
import { footerLicenceLinks, footerLinkGroups } from './footerLinks';
import { formatServiceHours, type ServiceHours } from './serviceHours';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps extends HTMLAttributes<HTMLElement> {
  companyName: string;
  address: string;
  /** Customer-service phone as displayed, e.g. 400-882-6155. */
  phone: string;
  serviceHours: ServiceHours;
  /** ICP filing number, linking to the filing query site. */
  icpRecord: string;
  icpQueryUrl: string;
  /** Value-added telecom licence number, shown when given. */
  icpLicence?: string;
  publicSecurityRecord: string;
  publicSecurityUrl: string;
  /** Copyright year; the current year when omitted. */
  year?: number;
  LinkComponent?: LinkComponent;
  /** Interface languages offered in the footer; the current one is pressed. */
  languages?: readonly { value: string; label: string }[];
  language?: string;
  onLanguageChange?: (value: string) => void;
}

function ShieldGlyph({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6z" fill="currentColor" opacity="0.25" />
      <path
        d="M12 3l7 3v5.5c0 4.3-3 7.9-7 9.5-4-1.6-7-5.2-7-9.5V6zM8.8 12l2.2 2.2 4.3-4.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  {
    companyName,
    address,
    phone,
    serviceHours,
    icpRecord,
    icpQueryUrl,
    icpLicence,
    publicSecurityRecord,
    publicSecurityUrl,
    year = new Date().getFullYear(),
    LinkComponent = AnchorLink,
    languages,
    language,
    onLanguageChange,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const ids = useId();
  const newWindow = <VisuallyHidden>{t('chrome.footer.opensInNewWindow')}</VisuallyHidden>;
  return (
    <footer ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <Container className={styles.top}>
        <div className={styles.brandColumn}>
          <Logo tone="inverse" size="md" />
          <p className={styles.slogan}>{t('chrome.footer.slogan')}</p>
        </div>
        {footerLinkGroups.map((group) => (
          <nav key={group.key} className={styles.linkColumn} aria-labelledby={`${ids}-${group.key}`}>
            <h2 id={`${ids}-${group.key}`} className={styles.heading}>
              {t(`chrome.footer.${group.key}`)}
            </h2>
            <ul className={styles.linkList}>
              {group.links.map((link) => (
                <li key={link.key}>
                  <LinkComponent to={link.path} className={styles.link}>
                    {t(`chrome.footer.${link.key}`)}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.contactColumn}>
          <h2 className={styles.heading}>{t('chrome.footer.contactGroup')}</h2>
          <address className={styles.contact}>
            <dl className={styles.contactList}>
              <div className={styles.contactRow}>
                <dt className={styles.contactTerm}>{t('chrome.footer.hotline')}</dt>
                <dd className={styles.contactValue}>
                  <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    {phone}
                  </a>
                </dd>
              </div>
              <div className={styles.contactRow}>
                <dt className={styles.contactTerm}>{t('chrome.footer.hours')}</dt>
                <dd className={styles.contactValue}>{formatServiceHours(serviceHours, t)}</dd>
              </div>
              <div className={styles.contactRow}>
                <dt className={styles.contactTerm}>{t('chrome.footer.address')}</dt>
                <dd className={styles.contactValue}>{address}</dd>
              </div>
            </dl>
          </address>
        </div>
      </Container>
      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          <p className={styles.copyright}>{t('chrome.footer.copyright', { year, company: companyName })}</p>
          <ul className={styles.records}>
            <li>
              <a className={styles.recordLink} href={icpQueryUrl} target="_blank" rel="noreferrer">
                {icpRecord}
                {newWindow}
              </a>
            </li>
            {icpLicence && <li className={styles.recordText}>{t('chrome.footer.icpLicence', { licence: icpLicence })}</li>}
            <li>
              <a className={styles.recordLink} href={publicSecurityUrl} target="_blank" rel="noreferrer">
                <ShieldGlyph className={styles.shield} />
                {publicSecurityRecord}
                {newWindow}
              </a>
            </li>
            {footerLicenceLinks.map((link) => (
              <li key={link.key}>
                <LinkComponent to={link.path} className={styles.recordLink}>
                  {t(`chrome.footer.${link.key}`)}
                </LinkComponent>
              </li>
            ))}
          </ul>
          {languages && languages.length > 1 && (
            <div className={styles.languages} role="group" aria-label={t('chrome.footer.language')}>
              {languages.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  lang={option.value}
                  className={styles.languageButton}
                  aria-pressed={option.value === language}
                  onClick={() => onLanguageChange?.(option.value)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          )}
        </Container>
      </div>
    </footer>
  );
});
