/** Groups of cached public reads; a write to the underlying tables invalidates its tag. */
export const CACHE_TAGS = {
  basicData: 'basic-data',
  catalog: 'catalog',
  news: 'news',
  tutors: 'tutors',
  regions: 'regions',
  praise: 'praise',
  site: 'site',
  /** The gift and parent-binding pages' texts (campaign_settings). */
  campaignTexts: 'campaign-texts',
  /**
   * Entries made of several cached reads (a page's opening answers): dropped by every write, whatever its tag,
   * since which reads went into them is not known.
   */
  everyWrite: '*',
} as const;
