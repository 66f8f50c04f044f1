import { describe, expect, it } from 'vitest';
import { chooseRegion, chosenRegionId, NO_REGION } from '@/features/commerce/RegionPicker';

describe('the delivery region choice', () => {
  const nanshan = { provinceId: 19, cityId: 1902, districtId: 190205 };

  it('clears the city and district when another province is chosen, and the district when another city is', () => {
    expect(chooseRegion(nanshan, 'province', 11)).toEqual({ provinceId: 11, cityId: null, districtId: null });
    expect(chooseRegion(nanshan, 'city', 1901)).toEqual({ provinceId: 19, cityId: 1901, districtId: null });
    expect(chooseRegion(nanshan, 'district', 190203)).toEqual({ ...nanshan, districtId: 190203 });
  });

  it('sends the district, or the city itself when it has no districts', () => {
    expect(chosenRegionId(nanshan, [{}, {}])).toBe(190205);
    expect(chosenRegionId({ ...nanshan, districtId: null }, [{}])).toBeNull();
    expect(chosenRegionId({ provinceId: 42, cityId: 4201, districtId: null }, [])).toBe(4201);
  });

  it('has nothing to send while the city or its districts are unknown', () => {
    expect(chosenRegionId(NO_REGION, [])).toBeNull();
    expect(chosenRegionId({ ...nanshan, districtId: null }, null)).toBeNull();
  });
});
