import { afterEach, describe, expect, it, vi } from 'vitest';

const hlsInstances: {
  url?: string;
  media?: HTMLVideoElement;
  startPosition: number;
  destroyed: boolean;
  onError?: (e: unknown, d: { fatal: boolean }) => void;
}[] = [];
vi.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    record: (typeof hlsInstances)[number];
    constructor(config: { startPosition: number }) {
      this.record = { startPosition: config.startPosition, destroyed: false };
      hlsInstances.push(this.record);
    }
    on(_event: string, listener: (e: unknown, d: { fatal: boolean }) => void) {
      this.record.onError = listener;
    }
    loadSource(url: string) {
      this.record.url = url;
    }
    attachMedia(media: HTMLVideoElement) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakeHls };
});

const { isHlsAddress, releaseVideoSource, setVideoSource } = await import('@/lib/videoSource');

const MASTER = '/api/v1/media/video/7/master.m3u8?u=1&e=2&s=x';
const MP4 = '/api/v1/media/video/7?u=1&e=2&s=x';

function videoThatPlaysHls(native: boolean) {
  const video = document.createElement('video');
  video.canPlayType = (type: string) => (native && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '');
  return video;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  hlsInstances.length = 0;
});

describe('lesson video sources', () => {
  it('tells an HLS master playlist address from an MP4 one by its path, not its query', () => {
    expect(isHlsAddress(MASTER)).toBe(true);
    expect(isHlsAddress(MP4)).toBe(false);
    expect(isHlsAddress('/a.mp4?next=b.m3u8')).toBe(false);
  });

  it('gives an MP4 address to the element as it is, without loading hls.js', async () => {
    const video = videoThatPlaysHls(false);
    setVideoSource(video, MP4);
    await settle();
    expect(video.getAttribute('src') ?? video.src).toContain('/api/v1/media/video/7?u=1');
    expect(hlsInstances).toHaveLength(0);
  });

  it('lets a browser that plays HLS itself take the playlist directly', async () => {
    const video = videoThatPlaysHls(true);
    setVideoSource(video, MASTER);
    await settle();
    expect(video.src).toContain('master.m3u8');
    expect(hlsInstances).toHaveLength(0);
  });

  it('plays HLS through hls.js elsewhere, from the position asked, and reports its fatal errors as the element’s', async () => {
    const video = videoThatPlaysHls(false);
    const errors = vi.fn();
    video.addEventListener('error', errors);
    setVideoSource(video, MASTER, 42);
    await vi.waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]).toMatchObject({ url: MASTER, media: video, startPosition: 42 });
    expect(video.getAttribute('src')).toBeNull();
    hlsInstances[0]!.onError?.(null, { fatal: false });
    expect(errors).not.toHaveBeenCalled();
    hlsInstances[0]!.onError?.(null, { fatal: true });
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('stops the previous hls.js playback when the address is renewed or the player goes away', async () => {
    const video = videoThatPlaysHls(false);
    setVideoSource(video, MASTER);
    await vi.waitFor(() => expect(hlsInstances).toHaveLength(1));
    setVideoSource(video, MASTER.replace('e=2', 'e=3'), 10);
    await vi.waitFor(() => expect(hlsInstances).toHaveLength(2));
    expect(hlsInstances[0]!.destroyed).toBe(true);
    releaseVideoSource(video);
    expect(hlsInstances[1]!.destroyed).toBe(true);
  });
});
