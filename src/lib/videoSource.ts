/**
 * Puts a lesson address on a video element: an MP4 file or a browser that plays HLS itself (Safari, iOS) take
 * it as `src`; elsewhere hls.js plays an HLS address through Media Source Extensions. hls.js is fetched only
 * when an HLS lesson needs it, so nobody's first visit carries it.
 */

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Lesson addresses of HLS videos name their master playlist. */
export function isHlsAddress(url: string): boolean {
  return (url.split(/[?#]/)[0] ?? '').endsWith('.m3u8');
}

interface Attached {
  release(): void;
}

const attached = new WeakMap<HTMLVideoElement, Attached>();

/** Stops any hls.js playback on the element. */
export function releaseVideoSource(video: HTMLVideoElement): void {
  attached.get(video)?.release();
  attached.delete(video);
}

/**
 * Plays `url` in `video` from `startAt` seconds (0: the start, or wherever the page seeks once it knows the
 * length). A fatal hls.js error (an expired or refused address) reaches the element as an `error` event, as
 * a failed MP4 does, so the page's renewal works alike for both.
 */
export function setVideoSource(video: HTMLVideoElement, url: string, startAt = 0): void {
  releaseVideoSource(video);
  if (!isHlsAddress(url) || video.canPlayType(HLS_TYPE) !== '') {
    video.src = url;
    if (startAt > 0) video.currentTime = startAt;
    return;
  }
  let released = false;
  let destroy: (() => void) | undefined;
  attached.set(video, {
    release() {
      released = true;
      destroy?.();
    },
  });
  void import('hls.js').then(({ default: Hls }) => {
    if (released) return;
    if (!Hls.isSupported()) {
      video.src = url;
      return;
    }
    const hls = new Hls({ startPosition: startAt > 0 ? startAt : -1 });
    destroy = () => hls.destroy();
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) video.dispatchEvent(new Event('error'));
    });
    hls.loadSource(url);
    hls.attachMedia(video);
  });
}
