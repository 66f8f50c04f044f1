import type { AppUser } from './types';

/** The avatar address is the storage host joined with the photo path (SPEC §3). */
export function avatarUrl(user: Pick<AppUser, 'qiniuUrl' | 'photoUrl'>): string | null {
  return user.photoUrl ? `${user.qiniuUrl ?? ''}${user.photoUrl}` : null;
}

export function tokenOf(context: { user: AppUser | null; tokens: Record<string, string> }): string | null {
  return context.user ? (context.tokens[context.user.rsNo] ?? null) : null;
}
