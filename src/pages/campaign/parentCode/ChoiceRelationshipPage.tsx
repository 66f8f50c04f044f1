import '@/features/campaign/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useNavigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { ApiError } from '@/api/http/errors';
import { CAMPAIGN_MESSAGES } from '@contract/api/schemas/user/campaign';
import { api } from '@/app/api';
import { callKey } from '@/app/api/queries';
import { failureOf } from '@/flows/campaign';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { RadioChips } from '@/components/RadioChips';
import * as styles from '@/features/campaign/campaign.css';
import { relationshipNames, type RelationshipName } from '@/features/campaign/ParentList';
import { useBindSession } from './bindSession';
import { BindExpired, ParentCodeShell, WithBindingTexts } from './ParentCodeShell';

/** /parentCode/choiceRelationship: father, mother, grandparent or other; choosing binds the parent. */
export default function ChoiceRelationshipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [session, saveSession] = useBindSession();
  const queryClient = useQueryClient();
  const [relationship, setRelationship] = useState<RelationshipName | ''>('');
  const [error, setError] = useState<string | null>(null);
  const bind = useMutation({
    mutationFn: (chosen: RelationshipName) =>
      api.call(
        userCampaign.bindParent,
        { ticket: session?.ticket ?? '', parentPhone: session?.parentPhone ?? '', relationship: chosen },
        { handleError: true },
      ),
    onSuccess: (state) => {
      // The list page shows this answer at once rather than an older one kept for the ticket.
      queryClient.setQueryData(callKey(userCampaign.parentList, { ticket: state.ticket }), state);
      navigate('/parentCode/relationshipList');
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.message === CAMPAIGN_MESSAGES.bindFull) navigate('/parentCode/bindCodeFull');
      if (failure instanceof ApiError && failure.message === CAMPAIGN_MESSAGES.bindTicket) saveSession(null);
    },
  });
  if (!session) return <BindExpired />;
  if (!session.parentPhone) return <Navigate to="/parentCode/bindParentCode" replace />;
  return (
    <WithBindingTexts>
      {(texts) => (
        <ParentCodeShell title={t('campaign.parent.relationTitle')} hint={texts.relationshipHint}>
          <form
            className={styles.card}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!relationship) return setError(t('campaign.parent.relationRequired'));
              if (!bind.isPending) bind.mutate(relationship);
            }}
          >
            <RadioChips
              legend={t('campaign.parent.relation')}
              name="relationship"
              options={relationshipNames.map((value) => ({ value, label: t(`campaign.parent.relationships.${value}`) }))}
              value={relationship}
              onValueChange={(value) => {
                setRelationship(value as RelationshipName);
                setError(null);
              }}
              error={error ?? undefined}
              required
            />
            {bind.error && <Notice tone="error" message={failureOf(bind.error) ?? ''} />}
            <Button type="submit" size="lg" block loading={bind.isPending} disabled={bind.isPending}>
              {t('campaign.parent.bind')}
            </Button>
          </form>
        </ParentCodeShell>
      )}
    </WithBindingTexts>
  );
}
