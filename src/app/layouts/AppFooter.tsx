import { useTranslation } from '@/i18n/react';
import { SiteFooter } from '@/components/SiteFooter';
import { COMPANY, CUSTOMER_SERVICE } from '@/config';
import { defaultLocale, isLocale, setLocale } from '@/i18n';

const languages = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
] as const;
import { RouterLink } from '@/app/router/RouterLink';

/** The desktop footer filled from the company and customer-service constants. */
export function AppFooter() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  return (
    <SiteFooter
      companyName={COMPANY.name[locale]}
      address={COMPANY.address[locale]}
      phone={CUSTOMER_SERVICE.phone}
      serviceHours={CUSTOMER_SERVICE.hours}
      icpRecord={COMPANY.icpRecord}
      icpLicence={COMPANY.icpLicence}
      icpQueryUrl={COMPANY.icpQueryUrl}
      publicSecurityRecord={COMPANY.publicSecurityRecord}
      publicSecurityUrl={COMPANY.publicSecurityUrl}
      LinkComponent={RouterLink}
      languages={languages}
      language={locale}
      onLanguageChange={(value) => {
        if (isLocale(value)) void setLocale(value, i18n);
      }}
    />
  );
}
