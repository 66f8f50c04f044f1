import { forwardRef } from 'react';
import { fn } from 'storybook/test';
import type { ChromeLinkProps } from '@/components/PageShell';
import { COMPANY, CUSTOMER_SERVICE } from '@/config';

/** Records where a link would go; stories stay on their page instead of loading the app's routes. */
export const navigate = fn().mockName('navigate');

export const StoryLink = forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function StoryLink(
  { to, onClick, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(to);
      }}
    >
      {children}
    </a>
  );
});

/** The footer as the app fills it from configuration. */
export const footerDetails = {
  companyName: COMPANY.name['zh-CN'],
  address: COMPANY.address['zh-CN'],
  phone: CUSTOMER_SERVICE.phone,
  serviceHours: CUSTOMER_SERVICE.hours,
  icpRecord: COMPANY.icpRecord,
  icpQueryUrl: COMPANY.icpQueryUrl,
  icpLicence: COMPANY.icpLicence,
  publicSecurityRecord: COMPANY.publicSecurityRecord,
  publicSecurityUrl: COMPANY.publicSecurityUrl,
  year: 2026,
};

export const student = { name: '张小明', qiniuUrl: null, photoUrl: null };
