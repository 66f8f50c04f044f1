import { useTranslation } from '@/i18n/react';
import { AdviserCheck } from '@/features/site/AdviserCheck';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useAdviserCheck, useSitePage } from '@/flows/site';
import * as m from '@/features/mobile/mobile.css';

/** /m/ensure: the adviser anti-counterfeit check on a phone (the same call as /about/acontact-ensure). */
export default function MobileEnsurePage() {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <SiteDocumentView
        page={useSitePage('adviser-ensure')}
        title={t('routes.mobileEnsure')}
        before={<AdviserCheck {...useAdviserCheck()} />}
      />
    </div>
  );
}
