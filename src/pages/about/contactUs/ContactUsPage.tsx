import { useTranslation } from '@/i18n/react';
import * as webCommon from '@contract/api/calls/web/common';
import * as webCustomer from '@contract/api/calls/web/customer';
import { useApiQuery } from '@/app/api/queries';
import { ContactPanel } from '@/features/site/ContactPanel';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useSitePage } from '@/flows/site';

/** /about/contact-us: phone, hours, address and the official account, then the page's text. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const basic = useApiQuery(webCommon.getBasicData, {});
  const official = useApiQuery(webCustomer.findOfficialAccount, {});
  return (
    <SiteDocumentView
      page={useSitePage('contact-us')}
      title={t('routes.aboutContact')}
      before={
        basic.data && (
          <ContactPanel
            phone={basic.data.customerServicePhone}
            hours={basic.data.customerServiceHours}
            address={basic.data.companyAddress}
            official={official.data ?? null}
          />
        )
      }
    />
  );
}
