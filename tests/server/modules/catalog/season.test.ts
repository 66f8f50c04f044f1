import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as common from '../../../../contract/api/schemas/web/common';
import * as site from '../../../../contract/api/schemas/web/site';
import { seasonAt } from '../../../../server/src/modules/catalog/seasons';
import { createTestApp, type TestApp } from '../../support/testApp';

/** Noon in China on a date. */
const chinaNoon = (date: string) => new Date(`${date}T12:00:00+08:00`);

describe('the season by the date', () => {
  it.each([
    ['2026-12-01', '秋季', '2026-autumn'],
    ['2027-01-14', '秋季', '2026-autumn'],
    ['2027-01-15', '寒假', '2027-winter'],
    ['2028-02-29', '寒假', '2028-winter'],
    ['2027-03-01', '春季', '2027-spring'],
    ['2027-06-30', '春季', '2027-spring'],
    ['2027-07-01', '暑期', '2027-summer'],
    ['2027-08-31', '暑期', '2027-summer'],
    ['2027-09-01', '秋季', '2027-autumn'],
  ])('on %s is %s', (date, name, key) => {
    const season = seasonAt(chinaNoon(date));
    expect(season.name).toBe(name);
    expect(season.key).toBe(key);
    expect(season.promotion.mainTitle).toContain(name);
    expect(season.banner.title).toContain(name);
  });

  it('turns at midnight in China, not in UTC', () => {
    // 31 August 23:30 UTC is already 1 September in Beijing.
    expect(seasonAt(new Date('2027-08-31T23:30:00Z')).name).toBe('秋季');
  });

  it('dates the offer to the last day of its season', () => {
    expect(seasonAt(chinaNoon('2026-12-01')).promotion.subtitle).toContain('活动截至2027年1月14日');
    expect(seasonAt(chinaNoon('2028-02-01')).promotion.subtitle).toContain('活动截至2028年2月29日');
  });
});

describe('the promotion and the home banner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['2026-12-01', '2027-02-01', '2027-04-01', '2027-07-15'])('name the same season on %s', async (date) => {
    t.clock.now = chinaNoon(date);
    t.app.deps.cache.invalidate('basic-data');
    t.app.deps.cache.invalidate('site');
    const season = seasonAt(t.clock.now);
    const basic = await t.ok(common.getBasicData);
    const { list } = await t.ok(site.findBanners);
    expect(basic.promotionMainTitle).toBe(season.promotion.mainTitle);
    expect(basic.promotionSubtitleTitle).toBe(season.promotion.subtitle);
    expect(list[0]?.title).toBe(season.banner.title);
    expect(list[0]?.imageUrl).toBe(`/assets/${season.banner.imagePath}`);
    expect(list.filter((slide) => /寒假|春季|暑期|秋季/.test(slide.title)).map((slide) => slide.title)).toEqual([
      season.banner.title,
    ]);
  });
});
