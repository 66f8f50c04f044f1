import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import * as webCommon from '@contract/api/calls/web/common';
import { useApiQuery } from '@/app/api/queries';
import {
  chooseRegion,
  chosenRegionId,
  NO_REGION,
  type RegionLevel,
  type RegionList,
  type RegionValue,
} from '@/features/commerce/RegionPicker';

/**
 * What a delivery form still lacks before it can be sent, named as its message (commerce.purchase.errors.*):
 * a district of the chosen city, or the province and city themselves.
 */
export type RegionMissing = 'district' | 'region';

function listOf<Data>(query: UseQueryResult<Data>, enabled: boolean, options: (data: Data) => RegionList['options']): RegionList {
  if (!enabled) return { status: 'idle', options: [] };
  if (query.isSuccess) return { status: 'ready', options: options(query.data) };
  if (query.isError) return { status: 'error', options: [], onRetry: () => void query.refetch() };
  return { status: 'loading', options: [] };
}

/**
 * The delivery region of printed material, for every form that posts it (the purchase page, the evaluation
 * area's purchase): each level loads the one under it, and the full name once complete.
 */
export function useRegionChoice(enabled: boolean) {
  const [value, setValue] = useState<RegionValue>(NO_REGION);
  const provinces = useApiQuery(webCommon.getProvince, {}, { enabled });
  const cities = useApiQuery(
    webCommon.findByProvince,
    { provinceId: value.provinceId ?? 0 },
    { enabled: value.provinceId !== null },
  );
  const districts = useApiQuery(webCommon.findZoneById, { id: value.cityId ?? 0 }, { enabled: value.cityId !== null });
  const districtsOfCity = value.cityId !== null && districts.isSuccess ? districts.data.children : null;
  const regionId = chosenRegionId(value, districtsOfCity);
  const region = useApiQuery(webCommon.findRegionById, { id: regionId ?? 0 }, { enabled: regionId !== null });
  // A city is chosen but no region yet: it has districts and none is chosen, or its districts are still loading.
  // Either way the province and city are there, and what is missing is the district.
  const needsDistrict = value.cityId !== null && regionId === null;
  const missing: RegionMissing | null = needsDistrict ? 'district' : regionId === null ? 'region' : null;
  return {
    value,
    regionId,
    missing,
    summary: regionId !== null && region.isSuccess ? region.data.fullName : null,
    lists: {
      provinces: listOf(provinces, enabled, (data) => data.list),
      cities: listOf(cities, value.provinceId !== null, (data) => data.list),
      districts: listOf(districts, value.cityId !== null, (data) => data.children),
    },
    choose: (level: RegionLevel, id: number | null) => setValue((current) => chooseRegion(current, level, id)),
  };
}
