import { useTranslation } from '@/i18n/react';
import { AdviserCheck } from '@/features/site/AdviserCheck';
import { SiteDocumentView } from '@/pages/shared/SiteDocumentView';
import { useAdviserCheck } from '@/pages/shared/useAdviserCheck';
import { useSitePage } from '@/pages/shared/useSitePage';

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
