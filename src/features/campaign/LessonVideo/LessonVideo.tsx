import { LessonPlayer } from '@/features/learning/LessonPlayer';
// The player's own texts (its name, the ±10 s cue) come with it on the campaign pages too.
import '@/features/learning/texts';

export interface LessonVideoProps {
  src: string;
  poster?: string;
  title: string;
  onEnded?: () => void;
}

/**
 * The lesson player of the campaign pages: the site's lesson player, so a family meets the same thumb-sized
 * controls in the same language here as in a bought course. Each lesson gets a fresh player.
 */
export function LessonVideo({ src, poster, title, onEnded }: LessonVideoProps) {
  return <LessonPlayer key={src} src={src} poster={poster || undefined} title={title} onEnded={onEnded} />;
}
