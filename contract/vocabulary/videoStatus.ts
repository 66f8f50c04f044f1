/**
 * A lesson video's way through the console: uploaded (waiting for a transcode), transcoding (with a
 * percentage), ready to play, or failed with a reason staff can read and a retry.
 */
export const VIDEO_STATUSES = ['uploaded', 'transcoding', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** How a ready video streams: one MP4 file (the videos from before uploads) or encrypted HLS. */
export const VIDEO_KINDS = ['mp4', 'hls'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];
