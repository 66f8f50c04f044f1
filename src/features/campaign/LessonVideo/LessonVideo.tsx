import * as styles from '../campaign.css';

export interface LessonVideoProps {
  src: string;
  poster?: string;
  title: string;
  onEnded?: () => void;
}

/**
 * The lesson player of the campaign pages: a plain native <video> on the course's video address. Kept
 * behind this one component so the protected player can replace it without touching the pages.
 */
export function LessonVideo({ src, poster, title, onEnded }: LessonVideoProps) {
  return (
    // The course videos come without caption files yet; the protected player will carry them when they exist.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      key={src}
      className={styles.video}
      src={src}
      poster={poster || undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={title}
      onEnded={onEnded}
    />
  );
}
