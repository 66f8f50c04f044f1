import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { SiteDocumentView, type SiteDocumentData } from '@/features/site/SiteDocument';
import '@/features/mobile/aboutTexts';
import * as m from '@/features/mobile/mobile.css';

export interface MobileContact {
  companyName: string;
  companyAddress: string;
  customerServicePhone: string;
  customerServiceHours: string;
}

export interface MobileAboutViewProps {
  page: Loadable<SiteDocumentData>;
  contact: Loadable<MobileContact>;
}

/** /m/about: who we are (the contact-us document) and how to reach us, the phone number one tap away. */
export function MobileAboutView({ page, contact }: MobileAboutViewProps) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <SiteDocumentView page={page} title={t('mobile.about.heading')} />
      <section className={m.card} aria-labelledby="m-about-contact">
        <h2 id="m-about-contact" className={m.sectionTitle}>
          {t('mobile.about.contactTitle')}
        </h2>
        <LoadableContent
          value={contact}
          size="sm"
          skeleton={
            <SkeletonGroup>
              <Skeleton width="70%" />
              <Skeleton width="50%" />
            </SkeletonGroup>
          }
        >
          {(data) => (
            <>
              <p className={m.text}>{data.companyName}</p>
              <p className={m.text}>{data.companyAddress}</p>
              <p className={m.text}>
                {t('mobile.about.servicePhone')}：{data.customerServicePhone}
                <br />
                {t('mobile.about.serviceHours')}：{data.customerServiceHours}
              </p>
              <div className={m.buttonRow}>
                <a
                  href={`tel:${data.customerServicePhone.replace(/[^\d+]/g, '')}`}
                  className={`${m.primaryButton} ${m.wideButton}`}
                >
                  {t('mobile.about.call')}
                </a>
                <Link to="/m/ensure" className={`${m.secondaryButton} ${m.wideButton}`}>
                  {t('mobile.about.ensureAction')}
                </Link>
              </div>
            </>
          )}
        </LoadableContent>
      </section>
    </div>
  );
}
