import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import * as userLearning from '@contract/api/calls/user/learning';
import { encodeForm } from '@/api/http/form';
import { api } from '@/app/api';
import { setVideoSource } from '@/lib/videoSource';

/** How often a playing lesson saves its position. */
export const SAVE_EVERY_MS = 10_000;

export interface LessonProgressOptions {
  classId: number | null;
  /** Where to resume, once the video knows its length. */
  startAt: number;
  /** Called after a save the server confirmed, e.g. to refresh the outline. */
  onSaved?: (saved: { positionSec: number; progress: number; finished: boolean }) => void;
}

/**
 * Saves where the learner is in a lesson: every 10 s while playing, on pause and at the end, and with a
 * beacon when the page is hidden or closed (a normal request may be cut off then). Each save carries the
 * seconds played since the last one, so study time adds up without counting paused time.
 */
export function useLessonProgress(video: RefObject<HTMLVideoElement | null>, options: LessonProgressOptions) {
  const { classId, startAt } = options;
  const onSaved = useRef(options.onSaved);
  useEffect(() => {
    onSaved.current = options.onSaved;
  });
  const queryClient = useQueryClient();

  useEffect(() => {
    const element = video.current;
    if (!element || classId === null) return;
    let played = 0;
    let lastTick: number | null = null;
    let lastSavedPosition = -1;

    const tick = () => {
      const now = performance.now();
      // A gap longer than a few seconds means the tab slept or the video stalled: not time spent watching.
      if (lastTick !== null && !element.paused) played += Math.min(now - lastTick, 3000) / 1000;
      lastTick = element.paused ? null : now;
    };
    const payload = () => {
      tick();
      const fields = { classId, positionSec: Math.floor(element.currentTime), playedSec: Math.round(played) };
      played = 0;
      return fields;
    };
    const save = () => {
      if (element.currentTime === lastSavedPosition && played < 1) return;
      lastSavedPosition = element.currentTime;
      api
        .call(userLearning.playPassageRecord, payload(), { handleError: true })
        .then((saved) => {
          onSaved.current?.(saved);
          if (saved.finished) {
            void queryClient.invalidateQueries({ queryKey: [userLearning.findMyChapter.path] });
          }
        })
        .catch(() => undefined);
    };
    const beacon = () => {
      if (element.currentTime === lastSavedPosition && played < 1) return;
      lastSavedPosition = element.currentTime;
      const body = new Blob([encodeForm(payload()).toString()], { type: 'application/x-www-form-urlencoded' });
      // The session cookie authenticates a beacon: it cannot carry the Authorization header.
      if (!navigator.sendBeacon?.(userLearning.playPassageRecord.path, body)) save();
    };
    const resume = () => {
      if (startAt > 0 && Number.isFinite(element.duration) && startAt < element.duration - 1) element.currentTime = startAt;
    };
    // The signed address lives a few minutes: when it has expired under a paused or long lesson, fetch a
    // fresh one once and carry on from the same spot.
    let renewed = false;
    const renew = () => {
      if (renewed) return;
      renewed = true;
      const position = element.currentTime;
      const wasPlaying = !element.paused;
      api
        .call(userLearning.otherAuthentication, { classId }, { handleError: true })
        .then(({ videoUrl }) => {
          setVideoSource(element, videoUrl, position);
          if (wasPlaying) void element.play().catch(() => undefined);
        })
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') beacon();
    };

    if (element.readyState >= 1) resume();
    element.addEventListener('loadedmetadata', resume);
    element.addEventListener('timeupdate', tick);
    element.addEventListener('play', tick);
    element.addEventListener('pause', save);
    element.addEventListener('ended', save);
    element.addEventListener('error', renew);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', beacon);
    const timer = window.setInterval(() => {
      if (!element.paused) save();
    }, SAVE_EVERY_MS);
    void api.call(userLearning.viewRecord, { classId }, { handleError: true }).catch(() => undefined);

    return () => {
      window.clearInterval(timer);
      element.removeEventListener('loadedmetadata', resume);
      element.removeEventListener('timeupdate', tick);
      element.removeEventListener('play', tick);
      element.removeEventListener('pause', save);
      element.removeEventListener('ended', save);
      element.removeEventListener('error', renew);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', beacon);
      // Leaving the lesson inside the app (next lesson, back) saves where it stopped.
      beacon();
    };
  }, [video, classId, startAt, queryClient]);
}
