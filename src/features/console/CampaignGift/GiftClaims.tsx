import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, PagedList, type ConsoleTableFeatures, type PagedListState, useConsoleTable } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from './CampaignGift.css';

export interface GiftClaimRow {
  id: number;
  /** Masked unless the staff member's role calls families back. */
  phone: string;
  claimedAt: string;
  delivered: boolean;
}

/** A moment as Beijing shows it, whatever the console's own time zone (the claimants' and advisers' clock). */
export function beijingDateTime(isoTime: string): string {
  const at = new Date(Date.parse(isoTime) + 8 * 3_600_000);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 16).replace('T', ' ');
}

const column = createColumnHelper<ConsoleTableFeatures, GiftClaimRow>();

function ClaimsTable({ rows }: { rows: readonly GiftClaimRow[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('phone', {
          header: () => t('admin.campaigns.gift.claims.phone'),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('claimedAt', {
          header: () => t('admin.campaigns.gift.claims.claimedAt'),
          cell: ({ getValue }) => beijingDateTime(getValue()),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('delivered', {
          header: () => t('admin.campaigns.gift.claims.delivery'),
          cell: ({ getValue }) =>
            getValue() ? (
              <Tag size="sm" tone="success">
                {t('admin.campaigns.gift.claims.delivered')}
              </Tag>
            ) : (
              <Tag size="sm" tone="warning">
                {t('admin.campaigns.gift.claims.waiting')}
              </Tag>
            ),
        }),
      ]),
    [t],
  );
  return <ConsoleTable table={useConsoleTable(columns, rows)} />;
}

export interface GiftClaimsProps {
  list: PagedListState<GiftClaimRow>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Who has claimed the pack, newest first, and whether it reached an account yet. */
export function GiftClaims({ list, page, pageSize, onPageChange }: GiftClaimsProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.claims} aria-labelledby="campaign-gift-claims">
      <h2 id="campaign-gift-claims" className={styles.claimsTitle}>
        {t('admin.campaigns.gift.claims.title')}
      </h2>
      <PagedList
        list={list}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        failed={t('admin.campaigns.gift.claims.failed')}
        empty={t('admin.campaigns.gift.claims.empty')}
        count={(total) => t('admin.campaigns.gift.claims.count', { total })}
      >
        {(rows) => <ClaimsTable rows={rows} />}
      </PagedList>
    </section>
  );
}
