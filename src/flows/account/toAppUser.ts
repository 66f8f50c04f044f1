import type { AppUser } from '@machines/app';

/** The user record as the server sends it (userInfo of the login, register and profile calls). */
export interface ServerUser {
  rsNo: string;
  name: string;
  phone: string;
  gradeName: string;
  isSetClass: number;
  isClassUpgrade: number;
  qiniuUrl: string;
  photoUrl: string;
}

const flag = (value: number): 1 | 2 => (value === 1 ? 1 : 2);

/** What the client keeps of a server user (SPEC §3): the flags narrowed to their two meanings. */
export function toAppUser(user: ServerUser): AppUser {
  return {
    rsNo: user.rsNo,
    name: user.name,
    phone: user.phone,
    gradeName: user.gradeName,
    qiniuUrl: user.qiniuUrl,
    photoUrl: user.photoUrl,
    isSetClass: flag(user.isSetClass),
    isClassUpgrade: flag(user.isClassUpgrade),
  };
}
