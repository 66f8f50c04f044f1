import type { ReactNode } from 'react';
import * as styles from './foundations.css';

export function FoundationPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Foundations · 设计基础</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </main>
  );
}

export function FoundationSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>
        {title}
        {note != null && <span className={styles.sectionNote}>{note}</span>}
      </h2>
      {children}
    </section>
  );
}

export function TokenPath({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** Desktop px at the 1920 design width / phone px at 375, as tokens.json states them. */
export function ResponsiveValue({ value }: { value: { desktop: number; phone: number } }) {
  return (
    <span>
      desktop {value.desktop}px · phone {value.phone}px
    </span>
  );
}
