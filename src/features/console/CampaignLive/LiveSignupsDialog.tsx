import { createColumnHelper } from '@tanstack/react-table';
import { SIGNUP_CHANNELS, type SignupChannel } from '@contract/api/schemas/user/campaign';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { RadioChips } from '@/components/RadioChips';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { SiteListSkeleton } from '../SiteList';
import * as styles from './CampaignLive.css';
import { beijingTime, type LiveSignupData } from './types';

type SignupRow = LiveSignupData['list'][number];

export interface LiveSignupsDialogProps {
  /** The session's title, known from the list before its sign-ups arrive. */
  title: string;
  signups: Loadable<LiveSignupData>;
  /** The channel shown, or null for all. */
  channel: SignupChannel | null;
  onChannelChange: (channel: SignupChannel | null) => void;
  exporting: boolean;
  /** The export's refusal. */
  exportError: string | null;
  onExport: () => void;
  onClose: () => void;
}

const column = createColumnHelper<ConsoleTableFeatures, SignupRow>();

/** Who signed up for one session (phones masked unless the role calls families back), by channel, and its CSV. */
export function LiveSignupsDialog({
  title,
  signups,
  channel,
  onChannelChange,
  exporting,
  exportError,
  onExport,
  onClose,
}: LiveSignupsDialogProps) {
  const { t } = useTranslation();
  const columns = column.columns([
    column.accessor('phone', {
      header: () => t('admin.campaigns.live.signups.columns.phone'),
      cell: ({ getValue }) => <span className={shared.numeric}>{getValue()}</span>,
    }),
    column.accessor('channel', {
      header: () => t('admin.campaigns.live.signups.columns.channel'),
      cell: ({ getValue }) => t(`admin.campaigns.live.channels.${getValue()}`),
    }),
    column.accessor('signedUpAt', {
      header: () => t('admin.campaigns.live.signups.columns.signedUpAt'),
      cell: ({ getValue }) => <span className={[shared.numeric, styles.nowrap].join(' ')}>{beijingTime(getValue())}</span>,
    }),
    column.accessor('orderNo', {
      header: () => t('admin.campaigns.live.signups.columns.orderNo'),
      cell: ({ getValue }) => getValue() ?? <span className={shared.muted}>{t('admin.campaigns.live.signups.noOrder')}</span>,
    }),
    column.accessor('paid', {
      header: () => t('admin.campaigns.live.signups.columns.paid'),
      cell: ({ getValue }) => (
        <Tag size="sm" tone={getValue() ? 'success' : 'neutral'}>
          {t(getValue() ? 'admin.campaigns.live.signups.paid' : 'admin.campaigns.live.signups.unpaid')}
        </Tag>
      ),
    }),
  ]);
  const table = useConsoleTable(columns, signups.status === 'ready' ? signups.data.list : []);
  const count = signups.status === 'ready' ? signups.data.count : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.campaigns.live.signups.title', { title })}
      description={count === null ? undefined : t('admin.campaigns.live.signups.count', { count })}
      width={820}
    >
      <div className={styles.signupHead}>
        <RadioChips
          legend={t('admin.campaigns.live.signups.channelFilter')}
          name="live-signup-channel"
          value={channel ?? 'all'}
          onValueChange={(value) => onChannelChange(value === 'all' ? null : (value as SignupChannel))}
          options={[
            { value: 'all', label: t('admin.campaigns.live.signups.allChannels') },
            ...SIGNUP_CHANNELS.map((value) => ({ value, label: t(`admin.campaigns.live.channels.${value}`) })),
          ]}
        />
        <Button variant="secondary" onClick={onExport} loading={exporting} disabled={count === 0}>
          {exporting ? t('admin.campaigns.live.signups.exporting') : t('admin.campaigns.live.signups.export')}
        </Button>
      </div>
      {exportError ? <Notice tone="error" message={exportError} /> : null}
      <div className={styles.signupTable}>
        <LoadableContent
          value={signups}
          skeleton={<SiteListSkeleton picture="120px" />}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t('admin.campaigns.live.signups.empty')} />}
        >
          {() => <ConsoleTable table={table} />}
        </LoadableContent>
      </div>
    </Dialog>
  );
}
