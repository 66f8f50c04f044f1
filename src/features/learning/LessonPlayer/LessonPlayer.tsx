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
import { forwardRef } from 'react';
import { useTranslation } from '@/i18n/react';
import * as styles from './LessonPlayer.css';
import { giveMediaChromeTheNonce } from './mediaChromeNonce';

giveMediaChromeTheNonce();

/** Playback rates offered in the rate button, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export interface LessonPlayerProps {
  title: string;
  src: string;
  poster?: string;
  /** The viewer's masked phone, drawn over the picture and kept in full screen. */
  watermark: string;
}

/**
 * A native video element inside media-chrome's controller: keyboard shortcuts (space, arrows, f, m),
 * rates 0.75–2×, full screen of the whole controller so the watermark stays on top. The page reaches the
 * video element through the ref to read and save the position.
 */
export const LessonPlayer = forwardRef<HTMLVideoElement, LessonPlayerProps>(function LessonPlayer(
  { title, src, poster, watermark },
  ref,
) {
  const { t } = useTranslation();
  return (
    <MediaController className={styles.root} aria-label={t('learning.player.label', { title })}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lessons have no caption files yet */}
      <video
        ref={ref}
        slot="media"
        className={styles.video}
        src={src}
        poster={poster}
        preload="metadata"
        playsInline
        crossOrigin="use-credentials"
        aria-label={title}
      />
      <div className={styles.watermark} aria-hidden data-testid="watermark">
        {watermark}
      </div>
      <MediaControlBar className={styles.controls}>
        <MediaPlayButton />
        <MediaSeekBackwardButton seekOffset={10} />
        <MediaSeekForwardButton seekOffset={10} />
        <MediaTimeRange />
        <MediaTimeDisplay showDuration />
        <MediaMuteButton />
        <MediaVolumeRange />
        <MediaPlaybackRateButton rates={[...PLAYBACK_RATES]} />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
});
