import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import { INBOX_STATE_TONE } from '../InboxTable';
import * as layout from '../OrderDetail/OrderDetail.css';
import { InboxHistory } from './InboxHistory';
import * as styles from './InboxDetail.css';
import type { InboxDetailData } from './inboxDetailData';

export interface InboxDetailProps {
  item: InboxDetailData;
  tutorPath: (tutorId: number) => string;
  /** The actions of a role that may answer, or what a read-only role is told instead. */
  actions: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={layout.section} aria-label={title}>
      <h2 className={layout.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A file address that opens in a new tab, away from the console. */
function FileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={shared.linkButton}>
      {children}
    </a>
  );
}

/**
 * One inbox item as the console shows it: what was sent (with its images or résumé), who sent it and how to
 * reach them, the family account behind it, its history, and the actions beside.
 */
export function InboxDetail({ item, tutorPath, actions }: InboxDetailProps) {
  const { t } = useTranslation();
  const given = (value: string) => value || t('admin.inbox.detail.unknown');

  return (
    <div>
      <div className={layout.head}>
        <h1 className={shared.pageTitle}>
          {t('admin.inbox.detail.title', { kind: t(`admin.inbox.kinds.${item.kind}`), id: item.id })}
        </h1>
        <Tag tone={INBOX_STATE_TONE[item.state]} data-testid="inbox-state">
          {t(`admin.inbox.states.${item.state}`)}
        </Tag>
      </div>
      <p className={layout.meta}>
        <span>{t('admin.inbox.detail.meta', { createdAt: formatDateTime(item.createdAt) })}</span>
        <span>{t('admin.inbox.detail.assigneeLine', { name: item.assignee?.name ?? t('admin.inbox.nobody') })}</span>
      </p>

      <div className={layout.columns}>
        <div>
          <Section title={t('admin.inbox.detail.sections.content')}>
            <p className={styles.message} data-testid="inbox-content">
              {item.content}
            </p>
            <dl className={layout.facts}>
              {/* A teacher's subject is with the rest of the application. */}
              {item.topic && item.kind !== 'teacher' ? (
                <>
                  <dt>{t('admin.inbox.detail.topic')}</dt>
                  <dd>{item.topic}</dd>
                </>
              ) : null}
              {item.source ? (
                <>
                  <dt>{t('admin.inbox.detail.source')}</dt>
                  <dd>{item.source}</dd>
                </>
              ) : null}
              {item.images.length > 0 ? (
                <>
                  <dt>{t('admin.inbox.detail.images')}</dt>
                  <dd>
                    <ul className={styles.links}>
                      {item.images.map((image, index) => (
                        <li key={image}>
                          <FileLink href={image}>{t('admin.inbox.detail.image', { index: index + 1 })}</FileLink>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
            </dl>
          </Section>
          {item.application ? (
            <Section title={t('admin.inbox.detail.sections.application')}>
              <dl className={layout.facts}>
                <dt>{t('admin.inbox.detail.subject')}</dt>
                <dd>{given(item.application.subject)}</dd>
                <dt>{t('admin.inbox.detail.gradeName')}</dt>
                <dd>{given(item.application.gradeName)}</dd>
                <dt>{t('admin.inbox.detail.experience')}</dt>
                <dd>{given(item.application.experience)}</dd>
                <dt>{t('admin.inbox.detail.resume')}</dt>
                <dd>
                  {item.resumeUrl ? (
                    <FileLink href={item.resumeUrl}>{t('admin.inbox.detail.openResume')}</FileLink>
                  ) : (
                    <span className={shared.muted}>{t('admin.inbox.detail.noResume')}</span>
                  )}
                </dd>
                {item.tutor ? (
                  <>
                    <dt>{t('admin.inbox.detail.tutor')}</dt>
                    <dd>
                      <Link to={tutorPath(item.tutor.id)}>{t('admin.inbox.detail.openTutor', { name: item.tutor.name })}</Link>
                    </dd>
                  </>
                ) : null}
              </dl>
            </Section>
          ) : null}
          <Section title={t('admin.inbox.detail.sections.history')}>
            <InboxHistory history={item.history} />
          </Section>
        </div>
        <div>
          <Section title={t('admin.inbox.detail.sections.sender')}>
            <dl className={layout.facts}>
              <dt>{t('admin.inbox.detail.name')}</dt>
              <dd>{item.sender.name || t('admin.inbox.anonymous')}</dd>
              <dt>{t('admin.inbox.detail.phone')}</dt>
              <dd className={shared.numeric} data-testid="inbox-phone">
                {given(item.sender.phone)}
              </dd>
              {item.kind === 'feedback' ? (
                <>
                  <dt>{t('admin.inbox.detail.contact')}</dt>
                  <dd>{given(item.sender.contact)}</dd>
                </>
              ) : null}
            </dl>
          </Section>
          <Section title={t('admin.inbox.detail.sections.account')}>
            {item.account ? (
              <dl className={layout.facts}>
                <dt>{t('admin.inbox.detail.phone')}</dt>
                <dd className={shared.numeric}>{item.account.phone}</dd>
                <dt>{t('admin.inbox.detail.name')}</dt>
                <dd>{given(item.account.name)}</dd>
                <dt>{t('admin.inbox.detail.grade')}</dt>
                <dd>{given(item.account.grade)}</dd>
              </dl>
            ) : (
              <p className={shared.muted}>{t('admin.inbox.detail.noAccount')}</p>
            )}
          </Section>
          <Section title={t('admin.inbox.detail.sections.actions')}>{actions}</Section>
        </div>
      </div>
    </div>
  );
}
