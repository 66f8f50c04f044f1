import type { ReactNode } from 'react';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { tocOf } from '@/features/site/document';
import { SiteDocument, SiteDocumentSkeleton, type SiteDocumentData } from './SiteDocument';
import { TableOfContents } from '@/features/site/TableOfContents';
import * as styles from '../shared.css';

export interface SiteDocumentViewProps {
  page: Loadable<SiteDocumentData>;
  /** The page's main heading (the route's title), shown while loading too. */
  title: string;
  dated?: boolean;
  surface?: 'card' | 'plain';
  /** Shown above the document (a form, a check, a contact card). */
  before?: ReactNode;
  /** Shown after the document (a form). */
  after?: ReactNode;
  /** A table of contents of the document's sections (agreements). */
  toc?: boolean;
}

/** A static page of the site: its document in whichever state it is, with what the page adds around it. */
export function SiteDocumentView({ page, title, dated, surface = 'card', before, after, toc = false }: SiteDocumentViewProps) {
  return (
    <div className={styles.stack} data-surface={surface}>
      {before}
      <LoadableContent value={page} skeleton={<SiteDocumentSkeleton surface={surface} />}>
        {(data) => {
          const entries = toc ? tocOf(data.contentHtml).filter((entry) => entry.level === 2) : [];
          return (
            <SiteDocument page={data} title={title} dated={dated} surface={surface}>
              {entries.length > 0 && <TableOfContents entries={entries} />}
            </SiteDocument>
          );
        }}
      </LoadableContent>
      {after}
    </div>
  );
}
