import { useTranslation } from '@/i18n/react';
import { AdviserCheck } from '@/features/site/AdviserCheck';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useAdviserCheck, useSitePage } from '@/flows/site';

/** /about/acontact-ensure: is this WeChat account or phone really one of our course advisers? */
export default function ContactEnsurePage() {
  const { t } = useTranslation();
  return (
    <SiteDocumentView
      page={useSitePage('adviser-ensure')}
      title={t('routes.aboutEnsure')}
      before={<AdviserCheck {...useAdviserCheck()} />}
    />
  );
}
