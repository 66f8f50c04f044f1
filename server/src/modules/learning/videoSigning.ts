import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where signed lesson videos are streamed from; the video id follows. */
export const VIDEO_STREAM_PREFIX = '/api/v1/media/video/';

export interface VideoGrant {
  userId: number;
  videoId: number;
  /** Unix seconds after which the address stops working. */
  expires: number;
}

function signature(secret: string, grant: VideoGrant): string {
  return createHmac('sha256', secret).update(`${grant.userId}.${grant.videoId}.${grant.expires}`).digest('base64url');
}

/** The master playlist of an HLS video, below its address: players tell HLS from MP4 by the `.m3u8`. */
export const HLS_MASTER_PART = 'master.m3u8';

/**
 * An address that streams one video to one user until `expires`: the MP4 file itself, or (with `part`) a file
 * of an HLS video below it, all signed alike.
 */
export function signVideoUrl(secret: string, grant: VideoGrant, part?: string): string {
  const query = new URLSearchParams({ u: String(grant.userId), e: String(grant.expires), s: signature(secret, grant) });
  return `${VIDEO_STREAM_PREFIX}${grant.videoId}${part ? `/${part}` : ''}?${query.toString()}`;
}

export type GrantCheck = { ok: true; grant: VideoGrant } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

const DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * Checks an address's fields against its signature and the clock. Expiry is checked after the signature so a
 * forged far-future expiry reads as tampered, not as valid.
 */
export function checkVideoGrant(
  secret: string,
  fields: { videoId?: string; u?: string; e?: string; s?: string },
  nowSeconds: number,
): GrantCheck {
  const { videoId, u, e, s } = fields;
  if (!videoId || !u || !e || !s || !DIGITS.test(videoId) || !DIGITS.test(u) || !DIGITS.test(e)) {
    return { ok: false, reason: 'malformed' };
  }
  const grant: VideoGrant = { userId: Number(u), videoId: Number(videoId), expires: Number(e) };
  const expected = Buffer.from(signature(secret, grant));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'tampered' };
  if (grant.expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
