import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as webForms from '@contract/api/calls/web/forms';
import { api } from '@/app/api';
import { OnlineMessageForm } from '@/features/site/forms';
import { checkMessage, type MessageValues } from '@/features/site/rules';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { useFieldErrors, useFormSubmission, useSitePage } from '@/flows/site';

const EMPTY: MessageValues = { name: '', phone: '', content: '' };

/** /about/cooperation: cooperation with us, and an online message to the business team. */
export default function CooperationPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const fields = useFieldErrors(checkMessage);
  const submission = useFormSubmission((payload: MessageValues) =>
    api.call(webForms.addOnlineMessage, payload, { handleError: true }),
  );
  return (
    <SiteDocumentView
      page={useSitePage('cooperation')}
      title={t('routes.aboutCooperation')}
      after={
        <OnlineMessageForm
          values={values}
          onValuesChange={(next) => {
            setValues(next);
            fields.edited(next);
          }}
          problems={fields.errors}
          state={submission.state}
          serverError={submission.serverError}
          onSubmit={() => {
            if (fields.check(values))
              submission.submit({ name: values.name.trim(), phone: values.phone.trim(), content: values.content.trim() });
          }}
          onAgain={() => {
            setValues(EMPTY);
            fields.reset();
            submission.reset();
          }}
        />
      }
    />
  );
}
