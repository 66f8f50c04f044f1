import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { notificationBroadcasts } from './misc';
import { users } from './users';

/**
 * The users a broadcast to a list of phones goes to, resolved when staff saved it: the fan-out job delivers
 * to exactly these, so a phone that changes hands later does not redirect the message.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.userId] }), index('broadcast_recipients_user_idx').on(t.userId)],
);
