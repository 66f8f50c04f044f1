import { createColumnHelper } from '@tanstack/react-table';
import { TRIAL_CLAIMS_PAGE_SIZE } from '@contract/api/schemas/admin/campaignTrials';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, PagedList, useConsoleTable, type ConsoleTableFeatures, type PagedListState } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { shanghaiTime } from './shanghaiTime';
import type { CampaignTrialClaims } from './types';

type ClaimRow = CampaignTrialClaims['list'][number];

const column = createColumnHelper<ConsoleTableFeatures, ClaimRow>();

function ClaimTable({ rows }: { rows: readonly ClaimRow[] }) {
  const { t } = useTranslation();
  const table = useConsoleTable(
    column.columns([
      column.accessor('phone', {
        header: () => t('admin.campaigns.trials.claims.phone'),
        cell: ({ getValue }) => <span className={shared.numeric}>{getValue()}</span>,
      }),
      column.accessor('claimedAt', {
        header: () => t('admin.campaigns.trials.claims.claimedAt'),
        cell: ({ getValue }) => <span className={shared.numeric}>{shanghaiTime(getValue())}</span>,
      }),
      column.accessor('orderNo', {
        header: () => t('admin.campaigns.trials.claims.orderNo'),
        cell: ({ getValue }) =>
          getValue() ? (
            <span className={shared.numeric}>{getValue()}</span>
          ) : (
            <span className={shared.muted}>{t('admin.campaigns.trials.claims.notBought')}</span>
          ),
      }),
    ]),
    rows,
  );
  return <ConsoleTable table={table} />;
}

export interface TrialClaimsDialogProps {
  title: string;
  claims: PagedListState<ClaimRow>;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

/** Who claimed one trial course, newest first, in Beijing time, and the order they bought it with since. */
export function TrialClaimsDialog({ title, claims, page, onPageChange, onClose }: TrialClaimsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.campaigns.trials.claims.title', { title })}
      width={720}
    >
      <PagedList
        list={claims}
        page={page}
        pageSize={TRIAL_CLAIMS_PAGE_SIZE}
        onPageChange={onPageChange}
        failed={t('components.loadError.title')}
        empty={t('admin.campaigns.trials.claims.empty')}
        count={(total) => t('admin.campaigns.trials.claims.summary', { total })}
      >
        {(rows) => <ClaimTable rows={rows} />}
      </PagedList>
    </Dialog>
  );
}
