import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlaybackRateButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
// media-chrome's own Chinese names and tooltips for its controls; English is built in.
import 'media-chrome/lang/zh-CN';
import type { MediaController as MediaControllerElement } from 'media-chrome';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { isHlsAddress, releaseVideoSource, setVideoSource } from '@/lib/videoSource';
import * as styles from './LessonPlayer.css';
import { lockLandscapeInFullscreen } from './landscapeFullscreen';
import { giveMediaChromeTheNonce } from './mediaChromeNonce';
import { useDoubleTapSeek } from './useDoubleTapSeek';

giveMediaChromeTheNonce();

/** Playback rates offered in the rate button, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
/** What the ±10 s buttons and a double tap on either side of the picture skip. */
export const SEEK_SECONDS = 10;

/** Keeps an element in view while the controls hide during playback (media-chrome's attribute). */
const KEEP_IN_VIEW = { noautohide: '' };

export interface LessonPlayerProps {
  title: string;
  src: string;
  poster?: string;
  /** The viewer's masked phone, drawn over the picture and kept in full screen; none where no one signed in. */
  watermark?: string;
  onEnded?: () => void;
}

/**
 * A native video element inside media-chrome's controller: keyboard shortcuts (space, arrows, f, m),
 * rates 0.75–2×, full screen of the whole controller so the watermark stays on top, turned to landscape on a
 * phone. On a phone the controls are thumb-sized in two rows and a double tap on either side skips 10 s;
 * a big play button sits in the middle of the picture while it is paused. Names and tooltips follow the
 * page's language. An HLS lesson plays natively where the browser can, otherwise through hls.js, loaded only
 * then. The page reaches the video element through the ref to read and save the position.
 */
export const LessonPlayer = forwardRef<HTMLVideoElement, LessonPlayerProps>(function LessonPlayer(
  { title, src, poster, watermark, onEnded },
  ref,
) {
  const { t, i18n } = useTranslation();
  const player = useRef<MediaControllerElement>(null);
  const cue = useDoubleTapSeek(player, SEEK_SECONDS);
  const label = t('learning.player.label', { title });
  const video = useRef<HTMLVideoElement>(null);
  useImperativeHandle(ref, () => video.current!, []);
  const hls = isHlsAddress(src);

  useEffect(() => {
    // An HLS lesson is attached here (natively or through hls.js); an MP4 one is the element's plain src.
    const element = video.current;
    if (!element || !hls) return;
    setVideoSource(element, src);
    return () => releaseVideoSource(element);
  }, [src, hls]);

  useEffect(() => {
    // media-chrome names the controller "video player" each time it connects (also when it is upgraded after
    // this effect ran); the lesson's own name says more, so it is put back whenever it is replaced.
    const element = player.current;
    if (!element) return;
    const keepLabel = () => {
      if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
    };
    keepLabel();
    const observer = new MutationObserver(keepLabel);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [label]);

  useEffect(() => {
    const element = player.current;
    return element ? lockLandscapeInFullscreen(element) : undefined;
  }, []);

  return (
    <MediaController ref={player} className={styles.root} lang={i18n.language}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lessons have no caption files yet */}
      <video
        ref={video}
        slot="media"
        className={styles.video}
        src={hls ? undefined : src}
        poster={poster}
        preload="metadata"
        playsInline
        crossOrigin="use-credentials"
        aria-label={title}
        onEnded={onEnded}
      />
      {watermark && (
        <div className={styles.watermark} aria-hidden data-testid="watermark" {...KEEP_IN_VIEW}>
          {watermark}
        </div>
      )}
      {cue && (
        <div
          key={cue.id}
          className={styles.seekCue}
          data-direction={cue.direction}
          data-testid="seek-cue"
          aria-hidden
          {...KEEP_IN_VIEW}
        >
          {t(cue.direction === 'back' ? 'learning.player.skippedBack' : 'learning.player.skippedAhead', {
            seconds: SEEK_SECONDS,
          })}
        </div>
      )}
      {/* The bar's play button again, in media-chrome's layer over the middle of the picture: its name, language
          and paused state come from media-chrome as the bar's do. */}
      <MediaPlayButton slot="centered-chrome" className={styles.centrePlay} noTooltip />
      <MediaControlBar className={styles.controls}>
        <MediaPlayButton className={styles.button} />
        <MediaSeekBackwardButton className={styles.seekButton} seekOffset={SEEK_SECONDS} />
        <MediaSeekForwardButton className={styles.seekButton} seekOffset={SEEK_SECONDS} />
        <MediaTimeRange className={styles.timeRange} />
        <MediaTimeDisplay className={styles.timeDisplay} showDuration />
        <span className={styles.rowBreak} aria-hidden />
        <MediaMuteButton className={styles.rightGroup} />
        <MediaVolumeRange className={styles.volume} />
        <MediaPlaybackRateButton className={styles.button} rates={[...PLAYBACK_RATES]} />
        <MediaFullscreenButton className={styles.button} />
      </MediaControlBar>
    </MediaController>
  );
});
