import { CONSOLE_BASE } from './consolePages';

/** The sections of /admin/campaigns, each at its own address (/admin/campaigns/trials …), in the tabs' order. */
export const CAMPAIGN_SECTIONS = ['trials', 'live', 'gift', 'parents'] as const;
export type CampaignSection = (typeof CAMPAIGN_SECTIONS)[number];

export function isCampaignSection(value: string | undefined): value is CampaignSection {
  return (CAMPAIGN_SECTIONS as readonly string[]).includes(value ?? '');
}

/** The address of a section of the campaign settings. */
export const campaignsPath = (section: CampaignSection) => `${CONSOLE_BASE}/campaigns/${section}`;
