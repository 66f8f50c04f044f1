import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import * as styles from '../campaign.css';

export const relationshipNames = ['father', 'mother', 'grandparent', 'other'] as const;
export type RelationshipName = (typeof relationshipNames)[number];

export interface BoundParent {
  id: number;
  parentPhone: string;
  relationship: RelationshipName;
  boundAt: string;
}

export interface ParentListProps {
  parents: readonly BoundParent[];
  unbinding: number | null;
  onUnbind: (parent: BoundParent) => void;
}

/** The parents bound to a student, each with an unbind button. */
export function ParentList({ parents, unbinding, onUnbind }: ParentListProps) {
  const { t } = useTranslation();
  if (parents.length === 0) return <p className={styles.text}>{t('campaign.parent.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('campaign.parent.listTitle')}>
      {parents.map((parent) => (
        <li key={parent.id} className={styles.card} data-testid="bound-parent">
          <div className={styles.row}>
            <div className={styles.grow}>
              <p className={styles.subtitle}>
                {t(`campaign.parent.relationships.${parent.relationship}`)} · {parent.parentPhone}
              </p>
              <p className={styles.text}>{t('campaign.parent.boundAt', { date: parent.boundAt.slice(0, 10) })}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              loading={unbinding === parent.id}
              disabled={unbinding !== null}
              onClick={() => onUnbind(parent)}
              aria-label={`${t('campaign.parent.unbind')} ${parent.parentPhone}`}
            >
              {t('campaign.parent.unbind')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
