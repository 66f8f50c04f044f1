import { useEffect, useState, type RefObject } from 'react';
import { createDoubleTapDetector, seekDirection } from './doubleTap';

/** What a double tap did, for the cue over the picture; `id` tells two cues in a row apart. */
export interface SeekCue {
  direction: 'back' | 'ahead';
  id: number;
}

/** How long the cue stays: long enough to read, short enough not to hide the lesson. */
const CUE_MS = 700;
/** What a tap lands on when it lands on the picture rather than on a control. */
const PICTURE = new Set(['video', 'media-controller', 'media-gesture-receiver']);

/**
 * Double-tapping the left third of the picture seeks back `seconds`, the right third ahead, as phone players
 * do. Only touches count: a mouse double click stays media-chrome's. A single tap is left to media-chrome,
 * which shows or hides the control bar.
 */
export function useDoubleTapSeek(player: RefObject<HTMLElement | null>, seconds: number): SeekCue | null {
  const [cue, setCue] = useState<SeekCue | null>(null);

  useEffect(() => {
    const element = player.current;
    if (!element) return;
    const detector = createDoubleTapDetector();
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const target = event.composedPath()[0];
      if (!(target instanceof Element) || !PICTURE.has(target.localName)) return;
      const box = element.getBoundingClientRect();
      const x = event.clientX - box.left;
      if (!detector.tap({ x, y: event.clientY - box.top, time: event.timeStamp })) return;
      const direction = seekDirection(x, box.width);
      const video = element.querySelector('video');
      if (direction === 0 || !video) return;
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(Math.max(video.currentTime + direction * seconds, 0), end);
      setCue((previous) => ({ direction: direction < 0 ? 'back' : 'ahead', id: (previous?.id ?? 0) + 1 }));
    };
    element.addEventListener('pointerup', onPointerUp);
    return () => element.removeEventListener('pointerup', onPointerUp);
  }, [player, seconds]);

  useEffect(() => {
    if (!cue) return;
    const timer = window.setTimeout(() => setCue(null), CUE_MS);
    return () => window.clearTimeout(timer);
  }, [cue]);

  return cue;
}
