import type { liveClassList, liveSignupList } from '@contract/api/schemas/admin/campaignLive';
import type { AppDataOf } from '@contract/api/schemas/contract';

export type LiveClassListData = AppDataOf<typeof liveClassList>;
export type LiveClassRow = LiveClassListData['list'][number];
export type LiveSignupData = AppDataOf<typeof liveSignupList>;

/** A moment as Beijing time, 2026-12-20 19:30: the sessions are sold and run in China. */
const beijing = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const beijingTime = (iso: string) => beijing.format(new Date(iso));
