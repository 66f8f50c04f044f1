import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { Spinner } from '@/components/Spinner';
import '../texts';
import * as styles from './ClipFeed.css';
import { href } from '@contract/addresses/href';

export interface ClipData {
  id: number;
  title: string;
  teacherName: string;
  courseId: number | null;
  courseTitle: string | null;
  videoUrl: string;
  posterUrl: string;
}

export interface ClipFeedProps {
  clips: readonly ClipData[];
  /** The clip on screen (controlled: the page loads more as it nears the end). */
  index: number;
  onIndexChange: (index: number) => void;
  /** More clips exist on the server than are loaded. */
  hasMore: boolean;
  /** All clips of the feed, loaded or not (for "3 of 12"). */
  total?: number;
  loadingMore?: boolean;
  /** A clip would not play (its signed address expired, the network dropped): fetch fresh addresses. */
  onReload: () => void;
  /** Where the close button leads (phones cover the whole screen). */
  backTo?: string;
}

/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_PX = 48;
/** One wheel gesture sends many events: after a move, the wheel rests this long (ms). */
const WHEEL_REST_MS = 650;

type Playback = 'playing' | 'paused' | 'failed';

const Icon = {
  up: <path d="M6 15l6-6 6 6" />,
  down: <path d="M6 9l6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  play: <path d="M8 5l11 7-11 7z" />,
  pause: <path d="M9 5v14M15 5v14" />,
  muted: <path d="M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6" />,
  sound: <path d="M4 9h4l5-4v14l-5-4H4zM17 8a5 5 0 010 8" />,
};

function Svg({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/**
 * Short vertical clips, one screen each. Swipe, the wheel, the arrow keys or the buttons move to the next
 * or previous clip. Only the clip on screen plays (muted first, as browsers allow); a tap turns the sound
 * on, later taps pause and resume. Only the next clip is preloaded; the others carry no video at all.
 */
export function ClipFeed({
  clips,
  index,
  onIndexChange,
  hasMore,
  total,
  loadingMore = false,
  onReload,
  backTo = '/home',
}: ClipFeedProps) {
  const { t } = useTranslation();
  const stage = useRef<HTMLElement>(null);
  const current = useRef<HTMLVideoElement | null>(null);
  const [muted, setMuted] = useState(true);
  const clip = clips[index];
  // Kept per clip: a clip coming on screen starts as playing, whatever the one before ended as.
  const [playbackOf, setPlaybackOf] = useState<{ clipId: number | null; state: Playback }>({ clipId: null, state: 'playing' });
  const playback: Playback = playbackOf.clipId === (clip?.id ?? null) ? playbackOf.state : 'playing';
  const clipId = clip?.id ?? null;
  const setPlayback = useCallback(
    (next: Playback | ((state: Playback) => Playback)) =>
      setPlaybackOf((was) => {
        const state = was.clipId === clipId ? was.state : 'playing';
        return { clipId, state: typeof next === 'function' ? next(state) : next };
      }),
    [clipId],
  );
  const canPrevious = index > 0;
  const canNext = index < clips.length - 1;

  const move = useCallback(
    (step: 1 | -1) => {
      const next = index + step;
      if (next < 0 || next >= clips.length) return;
      onIndexChange(next);
    },
    [index, clips.length, onIndexChange],
  );

  // A new clip on screen starts playing from its beginning; the one that left is paused by unmounting.
  useEffect(() => {
    const video = current.current;
    if (!video) return;
    video.currentTime = 0;
    video.play().catch(() => setPlayback((state) => (state === 'failed' ? state : 'paused')));
  }, [clip?.videoUrl, setPlayback]);

  // Arrow keys work wherever the focus is, except in fields. Attached during the commit (a layout effect),
  // so a key pressed as soon as the feed shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowDown' || event.key === 'PageDown') {
        event.preventDefault();
        move(1);
      } else if (event.key === 'ArrowUp' || event.key === 'PageUp') {
        event.preventDefault();
        move(-1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  // The wheel moves one clip per gesture; the page itself does not scroll under the feed. The rest time
  // outlives re-renders, or a gesture still sending events after a move would move again.
  const wheelRestUntil = useRef(0);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (Math.abs(event.deltaY) < 12 || event.timeStamp < wheelRestUntil.current) return;
      wheelRestUntil.current = event.timeStamp + WHEEL_REST_MS;
      move(event.deltaY > 0 ? 1 : -1);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [move]);

  const swipeStart = useRef<{ y: number; x: number } | null>(null);
  // A swipe ends with a click on the video under the finger; that click is not a tap.
  const swiped = useRef(false);
  const onPointerDown = (event: ReactPointerEvent) => {
    swipeStart.current = { y: event.clientY, x: event.clientX };
    swiped.current = false;
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dy = event.clientY - start.y;
    if (Math.abs(dy) >= SWIPE_PX && Math.abs(dy) > Math.abs(event.clientX - start.x)) {
      swiped.current = true;
      move(dy < 0 ? 1 : -1);
    }
  };

  const togglePause = () => {
    const video = current.current;
    if (!video) return;
    if (video.paused) {
      video.play().then(
        () => setPlayback('playing'),
        () => setPlayback('paused'),
      );
    } else {
      video.pause();
      setPlayback('paused');
    }
  };

  const toggleMute = () => {
    const video = current.current;
    const next = !muted;
    setMuted(next);
    if (video) video.muted = next;
  };

  /** The first tap gives sound (what a muted autoplay waits for); later taps pause and resume. */
  const tap = () => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (muted) {
      toggleMute();
      if (current.current?.paused) togglePause();
    } else {
      togglePause();
    }
  };

  return (
    <section
      ref={stage}
      className={styles.stage}
      aria-label={t('learning.clips.feedLabel')}
      data-index={index}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
    >
      <div className={styles.topBar}>
        <Link to={backTo} className={styles.back} aria-label={t('routes.home')}>
          <Svg>{Icon.close}</Svg>
        </Link>
        <p className={styles.position} aria-live="polite">
          {t('learning.clips.position', { index: index + 1, total: Math.max(total ?? 0, clips.length) })}
        </p>
      </div>
      <ul className={styles.track} style={{ transform: `translateY(${-index * 100}%)` }}>
        {clips.map((item, position) => {
          const onScreen = position === index;
          const isNext = position === index + 1;
          return (
            <li
              key={item.id}
              className={styles.slide}
              aria-hidden={!onScreen || undefined}
              inert={!onScreen || undefined}
              data-clip-id={item.id}
              data-state={onScreen ? 'current' : isNext ? 'next' : 'idle'}
              aria-label={item.title}
            >
              {onScreen || isNext ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- the clips have no caption files yet; title and teacher are shown
                <video
                  ref={onScreen ? current : undefined}
                  className={styles.video}
                  src={item.videoUrl}
                  poster={item.posterUrl || undefined}
                  preload="auto"
                  muted={onScreen ? muted : true}
                  autoPlay={onScreen}
                  loop
                  playsInline
                  onClick={onScreen ? tap : undefined}
                  onPlay={onScreen ? () => setPlayback('playing') : undefined}
                  onPause={onScreen ? () => setPlayback((state) => (state === 'failed' ? state : 'paused')) : undefined}
                  onError={onScreen ? () => setPlayback('failed') : undefined}
                />
              ) : (
                <div className={styles.placeholder} />
              )}
              <div className={styles.caption}>
                <h2 className={styles.title}>{item.title}</h2>
                {item.teacherName && <p className={styles.teacher}>{t('learning.clips.teacher', { name: item.teacherName })}</p>}
                {item.courseId !== null && item.courseTitle && <p className={styles.teacher}>{item.courseTitle}</p>}
                {item.courseId !== null && (
                  <Link
                    to={href.courseChapter({ courseId: item.courseId })}
                    className={styles.courseLink}
                    aria-label={item.courseTitle ? t('learning.clips.courseOf', { title: item.courseTitle }) : undefined}
                  >
                    {t('learning.clips.course')}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {clip && playback === 'failed' && (
        <div className={styles.center} role="alert">
          <p>{t('learning.clips.clipFailed')}</p>
          <Button
            className={styles.centerAction}
            onClick={() => {
              setPlayback('playing');
              onReload();
            }}
          >
            {t('learning.clips.retry')}
          </Button>
        </div>
      )}
      {clip && playback !== 'failed' && muted && (
        <div className={styles.center} aria-hidden="true">
          <span className={styles.tapHint}>{t('learning.clips.tapToUnmute')}</span>
        </div>
      )}
      {loadingMore && index === clips.length - 1 && (
        <div className={styles.center}>
          <Spinner label={t('learning.clips.loadingMore')} />
        </div>
      )}
      <div className={styles.side}>
        <button
          type="button"
          className={styles.control}
          onClick={() => move(-1)}
          disabled={!canPrevious}
          aria-label={t('learning.clips.previous')}
        >
          <Svg>{Icon.up}</Svg>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={togglePause}
          aria-label={playback === 'playing' ? t('learning.clips.pause') : t('learning.clips.play')}
          data-state={playback}
        >
          <Svg>{playback === 'playing' ? Icon.pause : Icon.play}</Svg>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={toggleMute}
          aria-pressed={!muted}
          aria-label={t('learning.clips.unmute')}
        >
          <Svg>{muted ? Icon.muted : Icon.sound}</Svg>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => move(1)}
          disabled={!canNext}
          aria-label={canNext || hasMore ? t('learning.clips.next') : t('learning.clips.end')}
        >
          <Svg>{Icon.down}</Svg>
        </button>
      </div>
    </section>
  );
}
