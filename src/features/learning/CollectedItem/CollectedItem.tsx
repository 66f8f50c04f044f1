import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { Price } from '@/components/Price';
import { vars } from '@tokens/theme.css';
import * as styles from './CollectedItem.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

export interface CollectedItemData {
  id: number;
  objectType: 'course' | 'news' | 'tutor';
  objectId: number;
  title: string;
  summary: string;
  coverUrl: string;
  price: number | null;
  collectedAt: string;
}

export interface CollectedItemProps {
  item: CollectedItemData;
  to: string;
  onRemove: () => void;
  removing?: boolean;
}

/** One collected course, article or tutor, with the way to open it and to take it out of the collection. */
export function CollectedItem({ item, to, onRemove, removing = false }: CollectedItemProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.root} data-object-id={item.objectId}>
      <Image src={item.coverUrl} alt="" ratio={item.objectType === 'tutor' ? 1 : COURSE_COVER_RATIO} radius="md" />
      <div className={styles.body}>
        <Link to={to} className={styles.title}>
          {item.title}
        </Link>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        {item.price !== null && <Price price={item.price} color={vars.color.error[700]} />}
        <p className={styles.meta}>{t('learning.collected.collectedAt', { date: item.collectedAt.slice(0, 10) })}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className={styles.remove}
        disabled={removing}
        aria-label={t('learning.collected.removeLabel', { title: item.title })}
        onClick={onRemove}
      >
        {t('learning.collected.remove')}
      </Button>
    </li>
  );
}
