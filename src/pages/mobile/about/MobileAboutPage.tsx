import * as webCommon from '@contract/api/calls/web/common';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { mapLoadable } from '@/components/Loadable';
import { useSitePage } from '@/flows/site';
import { MobileAboutView } from './MobileAboutView';
import '@/features/mobile/aboutTexts';

/** /m/about: the company and how to reach it, from the contact-us page and the basic data. */
export default function MobileAboutPage() {
  const basic = useApiQuery(webCommon.getBasicData, {});
  return (
    <MobileAboutView
      page={useSitePage('contact-us')}
      contact={mapLoadable(loadableOf(basic), ({ companyName, companyAddress, customerServicePhone, customerServiceHours }) => ({
        companyName,
        companyAddress,
        customerServicePhone,
        customerServiceHours,
      }))}
    />
  );
}
