import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** A short clip with picture and sound, as a phone or camera would give, made by Debian's ffmpeg. */
export function lessonClip(fileName: string, seconds: number): string {
  const clip = join(mkdtempSync(join(tmpdir(), 'e2e-video-')), fileName);
  execFileSync('/usr/bin/ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=15`],
    ...['-f', 'lavfi', '-i', `sine=duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip],
  ]);
  return clip;
}

/**
 * Makes the browser answer as Firefox and older Chrome do, which cannot play HLS themselves: the lesson then
 * goes through hls.js, its decryption key and Media Source Extensions, the path most families' browsers take.
 */
export async function withoutNativeHls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
    };
  });
}
