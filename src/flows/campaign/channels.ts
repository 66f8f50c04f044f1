import type { SignupChannel } from '@contract/api/schemas/user/campaign';

/** Landing path segment of each live-class channel: /liveSignupTiktok, /liveSignupTencent, /liveSignupHeadlines. */
export const CHANNEL_PATHS = {
  tiktok: '/liveSignupTiktok',
  tencent: '/liveSignupTencent',
  headlines: '/liveSignupHeadlines',
} as const satisfies Record<SignupChannel, string>;

/** The channel a live sign-up page serves, read from its path, so one implementation covers all three. */
export function channelOfPath(pathname: string): SignupChannel {
  for (const [channel, prefix] of Object.entries(CHANNEL_PATHS) as [SignupChannel, string][]) {
    if (pathname.toLowerCase().startsWith(prefix.toLowerCase())) return channel;
  }
  return 'tiktok';
}
