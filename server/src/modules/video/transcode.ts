/**
 * Turns an uploaded file into encrypted HLS with Debian's ffmpeg: two renditions (360p and 720p, never
 * upscaled: a small source gets only what it can fill), six-second segments encrypted with AES-128 under a
 * key written outside the folder the segments are served from. Progress comes from ffmpeg's `-progress`
 * lines measured against the duration ffprobe reads first.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe';

/** The master playlist's name inside a video's HLS folder. */
export const MASTER_PLAYLIST = 'master.m3u8';
/**
 * What the variant playlists call the key: one folder up from `<rendition>/index.m3u8`. The server serves
 * it as `<video address>/key` and never from the segment folder, where the key is not.
 */
export const KEY_URI = '../key';

const RENDITIONS = [
  { name: '360p', height: 360, videoBitrate: '800k', audioBitrate: '96k' },
  { name: '720p', height: 720, videoBitrate: '2800k', audioBitrate: '128k' },
] as const;

const SEGMENT_SECONDS = 6;
const PROGRESS_HEARTBEAT_MS = 60_000;

/** A reason staff can read in the console; the job stores its message as the video's failure reason. */
export class TranscodeError extends Error {}

export interface SourceInfo {
  durationSec: number;
  height: number;
  hasAudio: boolean;
}

function run(command: string, args: string[], onStdout?: (chunk: string) => void) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    // Only the tail matters for a reason; a long transcode writes megabytes of it.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

export async function probe(source: string): Promise<SourceInfo> {
  const answer = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', source]).catch(
    () => null,
  );
  if (!answer) throw new TranscodeError('服务器上没有可用的 ffprobe，无法读取视频');
  if (answer.code !== 0) throw new TranscodeError('无法读取这个文件：它不是可识别的视频');
  const parsed = JSON.parse(answer.stdout || '{}') as {
    format?: { duration?: string };
    streams?: { codec_type?: string; height?: number; duration?: string }[];
  };
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video' && (stream.height ?? 0) > 0);
  if (!video) throw new TranscodeError('文件里没有视频画面');
  const durationSec = Number(parsed.format?.duration ?? video.duration ?? 0);
  if (!(durationSec > 0)) throw new TranscodeError('无法读出视频的时长，文件可能不完整');
  return {
    durationSec,
    height: video.height ?? 0,
    hasAudio: Boolean(parsed.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}

/** The renditions a source of this height fills; a source below the smallest gets one at its own height. */
export function renditionsFor(height: number) {
  const fitting = RENDITIONS.filter((rendition) => rendition.height <= height);
  if (fitting.length > 0) return fitting;
  const own = Math.max(2, height - (height % 2));
  return [{ ...RENDITIONS[0], name: `${own}p`, height: own }];
}

/** Whole percent done from one block of `-progress` lines; never 100 before ffmpeg says it ended. */
export function progressOf(block: string, durationSec: number): number | null {
  const match = /out_time_(?:us|ms)=(\d+)/.exec(block);
  if (!match) return null;
  const seconds = Number(match[1]) / 1_000_000;
  return Math.max(0, Math.min(99, Math.floor((seconds / durationSec) * 100)));
}

export interface TranscodeTarget {
  source: string;
  /** The folder the playlists and segments are written to (made afresh). */
  outDir: string;
  /** Where the key is written: outside `outDir`. */
  keyFile: string;
  onProgress: (percent: number) => void | Promise<void>;
}

export async function transcodeToHls(target: TranscodeTarget): Promise<SourceInfo> {
  const info = await probe(target.source);
  const renditions = renditionsFor(info.height);
  await rm(target.outDir, { recursive: true, force: true });
  await mkdir(target.outDir, { recursive: true });
  await writeFile(target.keyFile, randomBytes(16), { mode: 0o600 });
  const keyInfo = join(target.outDir, '.keyinfo');
  await writeFile(keyInfo, `${KEY_URI}\n${target.keyFile}\n${randomBytes(16).toString('hex')}\n`, { mode: 0o600 });

  const split = `[0:v]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = renditions.map((rendition, i) => `[s${i}]scale=-2:${rendition.height}[v${i}]`);
  const args = ['-y', '-v', 'error', '-nostats', '-i', target.source, '-filter_complex', [split, ...scales].join(';')];
  renditions.forEach((rendition, i) => {
    args.push('-map', `[v${i}]`);
    if (info.hasAudio) args.push('-map', '0:a:0');
    args.push(`-b:v:${i}`, rendition.videoBitrate, `-maxrate:v:${i}`, rendition.videoBitrate);
    if (info.hasAudio) args.push(`-b:a:${i}`, rendition.audioBitrate);
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    // Keyframes on segment boundaries, the same in every rendition, so players switch cleanly.
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
  );
  if (info.hasAudio) args.push('-c:a', 'aac', '-ac', '2');
  const streamMap = renditions
    .map((rendition, i) => (info.hasAudio ? `v:${i},a:${i},name:${rendition.name}` : `v:${i},name:${rendition.name}`))
    .join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_key_info_file',
    keyInfo,
    '-hls_segment_filename',
    join(target.outDir, '%v', 'seg%03d.ts'),
    '-master_pl_name',
    MASTER_PLAYLIST,
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    join(target.outDir, '%v', 'index.m3u8'),
  );

  let last = -1;
  let lastReport = Date.now();
  let pending = Promise.resolve();
  const answer = await run(FFMPEG, args, (chunk) => {
    const percent = progressOf(chunk.slice(chunk.lastIndexOf('out_time_')), info.durationSec);
    // Reported when it moves, and at least every minute: a long video may take minutes per percent, and a
    // transcode that reports nothing for long is taken for one an instance left behind.
    if (percent !== null && (percent > last || Date.now() - lastReport > PROGRESS_HEARTBEAT_MS)) {
      last = percent;
      lastReport = Date.now();
      pending = pending.then(() => target.onProgress(percent)).catch(() => undefined);
    }
  }).catch(() => null);
  await pending;
  await rm(keyInfo, { force: true });
  if (!answer) throw new TranscodeError('服务器上没有可用的 ffmpeg，无法转码');
  if (answer.code !== 0) {
    const detail = answer.stderr.trim().split('\n').slice(-1)[0]?.slice(0, 200) ?? '';
    throw new TranscodeError(`转码没有完成（ffmpeg 退出码 ${answer.code}）${detail ? `：${detail}` : ''}`);
  }
  return info;
}
