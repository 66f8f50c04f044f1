import { useState } from 'react';
import { useParams } from 'react-router';
import type { FamilyActionName } from '@contract/api/schemas/admin/families';
import { readFamilyId } from '@contract/vocabulary/families';
import { isMissing } from '@/app/api/loadState';
import { Link } from '@/components/Link';
import { consoleStyles, FamilyActionDialog, FamilyDetail, recordGate } from '@/features/console';
import { CONSOLE_PAGES, orderPath, type StaffProfile, useFamilyAction, useStaffFamily } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const familiesPath = CONSOLE_PAGES.find((page) => page.id === 'families')!.path;

/** /admin/families/:familyId: one family's account, devices, orders and courses; actions with service.write. */
export function FamilyPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const familyId = readFamilyId(useParams().familyId);
  const family = useStaffFamily(familyId);
  const act = useFamilyAction(familyId ?? '');
  const [action, setAction] = useState<FamilyActionName | null>(null);

  const gate = recordGate({
    unreachable: familyId === null || isMissing(family),
    record: family,
    notFound: t('admin.families.detail.notFound'),
    backTo: familiesPath,
    backLabel: t('admin.families.detail.back'),
  });
  if (gate || !family.data) return gate;

  const close = () => {
    setAction(null);
    act.reset();
  };

  return (
    <section className={consoleStyles.panel}>
      <p>
        <Link to={familiesPath}>← {t('admin.families.detail.back')}</Link>
      </p>
      <FamilyDetail
        family={family.data}
        canAct={staff.permissions.includes('service.write')}
        onAction={setAction}
        orderPath={orderPath}
      />
      <FamilyActionDialog
        action={action}
        choices={family.data.choices}
        submitting={act.isPending}
        error={act.error?.message ?? null}
        onClose={close}
        onSubmit={(input) => act.mutate(input, { onSuccess: close })}
      />
    </section>
  );
}
