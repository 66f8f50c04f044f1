import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { provinces, zones } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';

const provinceFields = {
  id: provinces.id,
  code: provinces.code,
  name: provinces.name,
  shortName: provinces.shortName,
  kind: provinces.kind,
};
const zoneFields = {
  id: zones.id,
  code: zones.code,
  name: zones.name,
  level: zones.level,
  provinceId: zones.provinceId,
  parentId: zones.parentId,
};

export async function listProvinces(db: Db) {
  const list = await db.select(provinceFields).from(provinces).orderBy(asc(provinces.sort), asc(provinces.id));
  return { list };
}

export async function citiesOfProvince(db: Db, provinceId: number) {
  const [province] = await db.select(provinceFields).from(provinces).where(eq(provinces.id, provinceId)).limit(1);
  if (!province) throw new ApiError('省份不存在');
  const list = await db
    .select(zoneFields)
    .from(zones)
    .where(and(eq(zones.provinceId, provinceId), eq(zones.level, 'city')))
    .orderBy(asc(zones.sort), asc(zones.id));
  return { province, list };
}

export async function zoneWithChildren(db: Db, zoneId: number) {
  const [zone] = await db.select(zoneFields).from(zones).where(eq(zones.id, zoneId)).limit(1);
  if (!zone) throw new ApiError('地区不存在');
  const children = await db
    .select(zoneFields)
    .from(zones)
    .where(eq(zones.parentId, zoneId))
    .orderBy(asc(zones.sort), asc(zones.id));
  return { zone, children };
}

/** Province, city and (for a district) district of a zone, e.g. 广东省 广州市 天河区. */
export async function regionPath(db: Db, zoneId: number) {
  const [zone] = await db.select(zoneFields).from(zones).where(eq(zones.id, zoneId)).limit(1);
  if (!zone) throw new ApiError('地区不存在');
  const [province] = await db
    .select({ id: provinces.id, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.id, zone.provinceId));
  if (!province) throw new ApiError('地区不存在');
  let city = { id: zone.id, name: zone.name };
  let district: { id: number; name: string } | null = null;
  if (zone.level === 'district' && zone.parentId !== null) {
    const [parent] = await db.select({ id: zones.id, name: zones.name }).from(zones).where(eq(zones.id, zone.parentId));
    if (parent) {
      city = parent;
      district = { id: zone.id, name: zone.name };
    }
  }
  // Municipalities repeat their name as the city (北京市 北京市 朝阳区); say it once.
  const names = [province.name, city.name, district?.name].filter((name): name is string => Boolean(name));
  const fullName = names.filter((name, index) => index === 0 || name !== names[index - 1]).join(' ');
  return { province, city, district, fullName };
}
