import { Navigate, useNavigate, useParams } from 'react-router';
import { Tabs } from '@/components/Tabs';
import { consoleStyles } from '@/features/console';
import { CAMPAIGN_SECTIONS, campaignsPath, isCampaignSection, type CampaignSection, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { GiftSection } from './GiftSection';
import { LiveSection } from './LiveSection';
import { ParentTextsSection } from './ParentTextsSection';
import { TrialsSection } from './TrialsSection';

/**
 * /admin/campaigns/<section>: the free-trial courses, the live classes with their sign-ups, the gift pack page
 * and the parent-binding texts, one section per tab at its own address (content.read to look, content.write
 * to change).
 */
export function CampaignsPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { section } = useParams();
  if (!isCampaignSection(section)) return <Navigate to={campaignsPath('trials')} replace />;
  const canWrite = staff.permissions.includes('content.write');

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.campaigns.title')}</h1>
          <p className={consoleStyles.pageIntro}>{canWrite ? t('admin.campaigns.intro') : t('admin.campaigns.readOnly')}</p>
        </div>
      </div>
      <Tabs
        label={t('admin.campaigns.title')}
        value={section}
        onValueChange={(next) => void navigate(campaignsPath(next as CampaignSection))}
        items={CAMPAIGN_SECTIONS.map((value) => ({ value, label: t(`admin.campaigns.sections.${value}`) }))}
      >
        {section === 'trials' ? <TrialsSection canWrite={canWrite} /> : null}
        {section === 'live' ? <LiveSection canWrite={canWrite} /> : null}
        {section === 'gift' ? <GiftSection canWrite={canWrite} /> : null}
        {section === 'parents' ? <ParentTextsSection canWrite={canWrite} /> : null}
      </Tabs>
    </section>
  );
}
