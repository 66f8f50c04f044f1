import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { FaqList, FeeTable, type FaqEntry, type FeeItem } from '@/features/site/FaqTable';
import * as shared from '@/features/site/shared.css';

export type FaqViewProps =
  { kind: 'fees'; items: Loadable<readonly FeeItem[]> } | { kind: 'trainer'; entries: Loadable<readonly FaqEntry[]> };

/** /faq/table (fee items and standards) and /faq/trainer (questions of teachers and tutors who want to join). */
export function FaqView(props: FaqViewProps) {
  const { t } = useTranslation();
  const fees = props.kind === 'fees';
  const title = fees ? t('routes.faqTable') : t('routes.faqTrainer');
  return (
    <Container className={shared.page}>
      <PageTitle
        title={title}
        subtitle={fees ? t('site.faq.tableIntro') : t('site.faq.trainerIntro')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: title }]}
        actions={
          fees ? undefined : (
            <Link to="/about/teachers-in" className={shared.actionLink}>
              {t('site.faq.apply')}
            </Link>
          )
        }
        LinkComponent={Link}
      />
      {props.kind === 'fees' ? (
        <LoadableContent
          value={props.items}
          isEmpty={(items) => items.length === 0}
          skeleton={
            <SkeletonGroup className={shared.stack}>
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} shape="rect" height="3em" />
              ))}
            </SkeletonGroup>
          }
        >
          {(items) => <FeeTable items={items} />}
        </LoadableContent>
      ) : (
        <LoadableContent
          value={props.entries}
          isEmpty={(entries) => entries.length === 0}
          skeleton={
            <SkeletonGroup className={shared.stack}>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} shape="rect" height="3.6em" />
              ))}
            </SkeletonGroup>
          }
        >
          {(entries) => <FaqList entries={entries} />}
        </LoadableContent>
      )}
    </Container>
  );
}
