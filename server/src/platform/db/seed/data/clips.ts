import type { SHORT_CLIP_FILES } from './paths';

export interface DemoClip {
  title: string;
  /** Course the clip advertises, by its code; its teacher is the clip's teacher. */
  courseCode: string;
  videoFile: (typeof SHORT_CLIP_FILES)[number];
  /** Seconds of the generated clip file. */
  durationSec: number;
}

/** The /small-video feed, in feed order (first shown first). The two clip files take turns. */
export const demoClips: readonly DemoClip[] = [
  { title: '一分钟看懂二次函数的顶点式', courseCode: 'math-g9-01', videoFile: 'clip-1.mp4', durationSec: 8 },
  { title: '凸透镜成像：物距与像距的口诀', courseCode: 'physics-g8-01', videoFile: 'clip-2.mp4', durationSec: 8 },
  { title: '作文开头的三种写法', courseCode: 'chinese-g5-01', videoFile: 'clip-1.mp4', durationSec: 8 },
  { title: '读后续写：如何写好衔接句', courseCode: 'english-g11-01', videoFile: 'clip-2.mp4', durationSec: 8 },
  { title: '函数定义域的三个易错点', courseCode: 'math-g10-01', videoFile: 'clip-1.mp4', durationSec: 8 },
  { title: '秦统一六国的时间线', courseCode: 'history-g7-01', videoFile: 'clip-2.mp4', durationSec: 8 },
];
