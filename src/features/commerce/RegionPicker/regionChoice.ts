/** What the three selects hold; null where nothing is chosen yet. */
export interface RegionValue {
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
}

export const NO_REGION: RegionValue = { provinceId: null, cityId: null, districtId: null };

export type RegionLevel = 'province' | 'city' | 'district';

/** A new choice at one level clears the levels under it: another province has other cities, another city other districts. */
export function chooseRegion(value: RegionValue, level: RegionLevel, id: number | null): RegionValue {
  if (level === 'province') return { provinceId: id, cityId: null, districtId: null };
  if (level === 'city') return { ...value, cityId: id, districtId: null };
  return { ...value, districtId: id };
}

/**
 * The region an order is sent to: the district, or the city itself when it has no districts. Null while the
 * choice is incomplete, and while the city's districts are not known yet.
 */
export function chosenRegionId(value: RegionValue, districtsOfCity: readonly unknown[] | null): number | null {
  if (value.cityId === null || districtsOfCity === null) return null;
  if (districtsOfCity.length === 0) return value.cityId;
  return value.districtId;
}
