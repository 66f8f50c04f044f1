/**
 * The school season by the date in China, and what the site promotes in it: the home page's first banner
 * and the promotion notice (promotionMainTitle / promotionSubtitleTitle of the basic data) both come from
 * here, so the two never name different seasons.
 *
 * Seasons: 寒假 15 January – end of February; 春季 (spring term) March – June; 暑期 July – August; 秋季
 * (autumn term) 1 September – 14 January. The autumn term that runs into January is the season of the year it
 * started in.
 */

export type SeasonCode = 'winter' | 'spring' | 'summer' | 'autumn';

export interface Season {
  /** Unique per season and year, e.g. 2026-autumn. */
  key: string;
  code: SeasonCode;
  /** 寒假, 春季, 暑期, 秋季. */
  name: string;
  /** The last day of the season's offer, in China. */
  endsOn: { year: number; month: number; day: number };
  promotion: { mainTitle: string; subtitle: string };
  banner: { title: string; subtitle: string; imagePath: string };
}

interface SeasonDefinition {
  code: SeasonCode;
  name: string;
  title: string;
  imagePath: string;
}

export const SEASON_DEFINITIONS: Record<SeasonCode, SeasonDefinition> = {
  winter: { code: 'winter', name: '寒假', title: '寒假课程限时优惠', imagePath: 'banners/season-winter.webp' },
  spring: { code: 'spring', name: '春季', title: '春季学期课程限时优惠', imagePath: 'banners/season-spring.webp' },
  summer: { code: 'summer', name: '暑期', title: '暑期课程限时优惠', imagePath: 'banners/season-summer.webp' },
  // The picture the autumn slide always had.
  autumn: { code: 'autumn', name: '秋季', title: '秋季学期课程限时优惠', imagePath: 'banners/banner-01.webp' },
};

export const SEASON_BANNER_SUBTITLE = '精选课程低至7折，首讲免费试看';
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

function lastDayOfFebruary(year: number): number {
  return new Date(Date.UTC(year, 2, 0)).getUTCDate();
}

/** The season on a date (read in China's time zone, where the families are). */
export function seasonAt(now: Date): Season {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth() + 1;
  const day = china.getUTCDate();
  const [code, startYear, endsOn] = ((): [SeasonCode, number, Season['endsOn']] => {
    if (month === 1 && day < 15) return ['autumn', year - 1, { year, month: 1, day: 14 }];
    if (month <= 2) return ['winter', year, { year, month: 2, day: lastDayOfFebruary(year) }];
    if (month <= 6) return ['spring', year, { year, month: 6, day: 30 }];
    if (month <= 8) return ['summer', year, { year, month: 8, day: 31 }];
    return ['autumn', year, { year: year + 1, month: 1, day: 14 }];
  })();
  const definition = SEASON_DEFINITIONS[code];
  return {
    key: `${startYear}-${code}`,
    code,
    name: definition.name,
    endsOn,
    promotion: {
      mainTitle: definition.title,
      subtitle: `精选课程低至7折，所有付费课程首讲免费试看，活动截至${endsOn.year}年${endsOn.month}月${endsOn.day}日`,
    },
    banner: { title: definition.title, subtitle: SEASON_BANNER_SUBTITLE, imagePath: definition.imagePath },
  };
}
