/**
 * Areas of the Chinese catalog that are in neither the first download nor the rest loaded with the first
 * layout: each comes with the page or feature modules that use it, which register it with `addTexts` when
 * they load. Names only, so this list adds nothing to any download.
 */
export const onDemandAreas = [
  'home',
  'catalog',
  'collection',
  'content',
  'site',
  'account',
  'settingsPage',
  'registerPage',
  'commerce',
  'mobile',
  'campaign',
  'learning',
  'evaluation',
  'studymag',
  'admin',
] as const;
export type OnDemandArea = (typeof onDemandAreas)[number];
