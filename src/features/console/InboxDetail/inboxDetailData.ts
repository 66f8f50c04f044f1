import type { inboxDetail } from '@contract/api/schemas/admin/inbox';
import type { AppDataOf } from '@contract/api/schemas/contract';

/** One inbox item as the detail call answers it. */
export type InboxDetailData = AppDataOf<typeof inboxDetail>;
