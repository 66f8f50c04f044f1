import * as styles from './StatTiles.css';

export interface StatTile {
  key: string;
  label: string;
  value: string;
}

/** A row of figures, each with its label (a description list, read as label then value). */
export function StatTiles({ items, label }: { items: readonly StatTile[]; label?: string }) {
  return (
    <dl className={styles.list} aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className={styles.tile} data-stat={item.key}>
          <dd className={styles.value}>{item.value}</dd>
          <dt className={styles.label}>{item.label}</dt>
        </div>
      ))}
    </dl>
  );
}
