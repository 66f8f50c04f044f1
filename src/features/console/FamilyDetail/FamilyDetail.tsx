import type { familyDetail, FamilyActionName } from '@contract/api/schemas/admin/families';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import { FAMILY_STATE_TONE } from '../FamilyTable';
import { Rows, Section } from '../OrderDetail';
import * as detail from '../OrderDetail/OrderDetail.css';
import { ORDER_STATUS_TONE, yuanText } from '../OrderTable';
import { nowrap } from '../OrderTable/OrderTable.css';
import * as styles from './FamilyDetail.css';

export type FamilyDetailData = AppDataOf<typeof familyDetail>;

export interface FamilyDetailProps {
  family: FamilyDetailData;
  /** Whether the staff member may act on the account (service.write); the others only read. */
  canAct: boolean;
  onAction: (action: FamilyActionName) => void;
  orderPath: (orderNo: string) => string;
}

/** A date and time kept on one line, so its columns do not break it in two at 1024 px. */
const stamp = `${shared.numeric} ${nowrap}`;

const ACTIONS: readonly FamilyActionName[] = ['unlock', 'signOut', 'clearDevices', 'grade', 'grant'];

/**
 * One family as the console shows it: the account and its lock, who is bound to it, the devices that skip the
 * SMS check and where it is signed in, then what it bought, owns (with progress) and scored. Times are the
 * staff member's local time.
 */
export function FamilyDetail({ family, canAct, onAction, orderPath }: FamilyDetailProps) {
  const { t } = useTranslation();
  const empty = (text: string) => <p className={shared.muted}>{text}</p>;
  const time = (value: string | null) => (value ? formatDateTime(value) : t('admin.families.detail.empty'));
  const state = family.lockout.locked ? 'locked' : 'normal';
  // Unlocking is offered only while there is a lock to end.
  const offered = ACTIONS.filter((action) => action !== 'unlock' || family.lockout.locked);

  return (
    <div>
      <div className={detail.head}>
        <h1 className={shared.pageTitle}>{family.name || family.phone}</h1>
        <Tag tone={FAMILY_STATE_TONE[state]} data-testid="family-state">
          {t(`admin.families.states.${state}`)}
        </Tag>
      </div>
      <p className={detail.meta}>
        <span className={shared.numeric} data-testid="family-phone">
          {family.phone}
        </span>
        <span>{t('admin.families.detail.meta', { time: formatDateTime(family.registeredAt) })}</span>
      </p>

      {canAct ? (
        <div className={styles.actions} role="group" aria-label={t('admin.families.actions.title')}>
          <span className={styles.actionsTitle}>{t('admin.families.actions.title')}</span>
          {offered.map((action) => (
            <Button key={action} size="sm" variant="secondary" onClick={() => onAction(action)}>
              {t(`admin.families.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className={styles.hint}>{t('admin.families.actions.readOnly')}</p>
      )}

      <div className={detail.columns}>
        <div>
          <Section title={t('admin.families.detail.sections.courses')}>
            {family.courses.length === 0 ? (
              empty(t('admin.families.detail.noCourses'))
            ) : (
              <Rows
                head={[
                  t('admin.families.detail.courseColumns.title'),
                  t('admin.families.detail.courseColumns.source'),
                  t('admin.families.detail.courseColumns.progress'),
                  t('admin.families.detail.courseColumns.enrolled'),
                ]}
                rows={family.courses.map((course) => [
                  course.title,
                  course.orderNo ? (
                    <Link to={orderPath(course.orderNo)}>{t('admin.families.detail.sources.order')}</Link>
                  ) : (
                    <Tag size="sm" tone={course.source === 'compensation' ? 'warning' : 'accent'}>
                      {t(`admin.families.detail.sources.${course.source}`)}
                    </Tag>
                  ),
                  <span className={shared.numeric}>
                    {t('admin.families.detail.progress', { done: course.lessonsDone, total: course.lessonCount })}
                  </span>,
                  <span className={stamp}>{formatDateTime(course.enrolledAt)}</span>,
                ])}
              />
            )}
          </Section>
          <Section title={t('admin.families.detail.sections.orders')}>
            {family.orders.length === 0 ? (
              empty(t('admin.families.detail.noOrders'))
            ) : (
              <Rows
                head={[
                  t('admin.families.detail.orderColumns.orderNo'),
                  t('admin.families.detail.orderColumns.courses'),
                  t('admin.families.detail.orderColumns.amount'),
                  t('admin.families.detail.orderColumns.status'),
                  t('admin.families.detail.orderColumns.created'),
                ]}
                rows={family.orders.map((order) => [
                  <Link to={orderPath(order.orderNo)} className={shared.numeric}>
                    {order.orderNo}
                  </Link>,
                  order.courses.join('、'),
                  <span className={shared.numeric}>{t('admin.orders.yuan', { amount: yuanText(order.amount) })}</span>,
                  <Tag size="sm" tone={ORDER_STATUS_TONE[order.status]}>
                    {t(`admin.orders.statuses.${order.status}`)}
                  </Tag>,
                  <span className={stamp}>{formatDateTime(order.createdAt)}</span>,
                ])}
              />
            )}
          </Section>
          <Section title={t('admin.families.detail.sections.evaluations')}>
            {family.evaluations.length === 0 ? (
              empty(t('admin.families.detail.noEvaluations'))
            ) : (
              <Rows
                head={[
                  t('admin.families.detail.evaluationColumns.title'),
                  t('admin.families.detail.evaluationColumns.score'),
                  t('admin.families.detail.evaluationColumns.accuracy'),
                  t('admin.families.detail.evaluationColumns.at'),
                ]}
                rows={family.evaluations.map((report) => [
                  report.title,
                  <span className={shared.numeric}>
                    {t('admin.families.detail.score', { score: report.score, total: report.totalScore })}
                  </span>,
                  <span className={shared.numeric}>{t('admin.families.detail.accuracy', { value: report.accuracy })}</span>,
                  <span className={stamp}>{formatDateTime(report.at)}</span>,
                ])}
              />
            )}
          </Section>
        </div>
        <div>
          <Section title={t('admin.families.detail.sections.account')}>
            <dl className={detail.facts}>
              <dt>{t('admin.families.detail.account.phone')}</dt>
              <dd className={shared.numeric}>{family.phone}</dd>
              <dt>{t('admin.families.detail.account.name')}</dt>
              <dd>{family.name || t('admin.families.noGrade')}</dd>
              <dt>{t('admin.families.detail.account.grade')}</dt>
              <dd data-testid="family-grade">{family.grade?.name ?? t('admin.families.noGrade')}</dd>
              <dt>{t('admin.families.detail.account.school')}</dt>
              <dd>{family.school || t('admin.families.detail.empty')}</dd>
              <dt>{t('admin.families.detail.account.lastSignIn')}</dt>
              <dd className={shared.numeric}>{family.lastSignInAt ? time(family.lastSignInAt) : t('admin.families.never')}</dd>
              <dt>{t('admin.families.detail.account.lockout')}</dt>
              <dd data-testid="family-lockout">
                {family.lockout.until
                  ? t('admin.families.detail.lockedUntil', { time: formatDateTime(family.lockout.until) })
                  : t('admin.families.detail.notLocked')}
              </dd>
            </dl>
            {family.phoneMasked ? <p className={styles.hint}>{t('admin.families.detail.maskedHint')}</p> : null}
          </Section>
          <Section title={t('admin.families.detail.sections.parents')}>
            {family.parents.length === 0 ? (
              empty(t('admin.families.detail.noParents'))
            ) : (
              <Rows
                head={[
                  t('admin.families.detail.parentColumns.phone'),
                  t('admin.families.detail.parentColumns.relationship'),
                  t('admin.families.detail.parentColumns.boundAt'),
                ]}
                rows={family.parents.map((parent) => [
                  <span className={shared.numeric}>{parent.phone}</span>,
                  parent.relationship,
                  <span className={stamp}>{formatDateTime(parent.boundAt)}</span>,
                ])}
              />
            )}
          </Section>
          <Section title={t('admin.families.detail.sections.devices')}>
            {family.devices.length === 0 ? (
              empty(t('admin.families.detail.noDevices'))
            ) : (
              <>
                <p className={styles.hint}>{t('admin.families.detail.devicesHint')}</p>
                <Rows
                  head={[t('admin.families.detail.deviceColumns.device'), t('admin.families.detail.deviceColumns.lastSeen')]}
                  rows={family.devices.map((device) => [
                    <span className={shared.numeric}>{device.deviceId}</span>,
                    <span className={stamp}>{formatDateTime(device.lastSeenAt)}</span>,
                  ])}
                />
              </>
            )}
          </Section>
          <Section title={t('admin.families.detail.sections.sessions')}>
            {family.sessions.length === 0 ? (
              empty(t('admin.families.detail.noSessions'))
            ) : (
              <Rows
                head={[
                  t('admin.families.detail.sessionColumns.device'),
                  t('admin.families.detail.sessionColumns.started'),
                  t('admin.families.detail.sessionColumns.lastSeen'),
                ]}
                rows={family.sessions.map((session) => [
                  <span title={session.userAgent ?? undefined}>
                    {session.deviceId ?? t('admin.families.detail.unknownDevice')}
                  </span>,
                  <span className={stamp}>{formatDateTime(session.startedAt)}</span>,
                  <span className={stamp}>{formatDateTime(session.lastSeenAt)}</span>,
                ])}
              />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
