import { useTranslation } from '@/i18n/react';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { LIMITS, type MessageValues, type Problems } from '../rules';
import { FormFrame, type FormState } from './FormFrame';
import { problemText } from './problemText';
import * as styles from './forms.css';

export interface OnlineMessageFormProps {
  values: MessageValues;
  onValuesChange: (values: MessageValues) => void;
  problems: Problems<keyof MessageValues>;
  state: FormState;
  serverError?: string | null;
  onSubmit: () => void;
  onAgain: () => void;
}

/** The cooperation page's online message: who, how to reach them, what about. */
export function OnlineMessageForm({
  values,
  onValuesChange,
  problems,
  state,
  serverError,
  onSubmit,
  onAgain,
}: OnlineMessageFormProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<MessageValues>) => onValuesChange({ ...values, ...patch });
  return (
    <FormFrame
      headingId="online-message"
      heading={t('site.message.heading')}
      intro={t('site.message.intro')}
      state={state}
      serverError={serverError}
      sentText={t('site.message.sent')}
      onSubmit={onSubmit}
      onAgain={onAgain}
    >
      <div className={styles.row}>
        <TextField
          label={t('site.message.name')}
          required
          value={values.name}
          onValueChange={(name) => change({ name })}
          placeholder={t('site.message.namePlaceholder')}
          maxLength={LIMITS.name}
          autoComplete="name"
          error={problemText(t, problems.name, t('site.message.name'))}
        />
        <TextField
          label={t('site.message.phone')}
          required
          type="tel"
          inputMode="numeric"
          digitsOnly
          maxLength={11}
          autoComplete="tel"
          value={values.phone}
          onValueChange={(phone) => change({ phone })}
          error={problemText(t, problems.phone, t('site.message.phone'))}
        />
      </div>
      <TextAreaField
        label={t('site.message.content')}
        required
        value={values.content}
        onValueChange={(content) => change({ content })}
        placeholder={t('site.message.contentPlaceholder')}
        maxLength={LIMITS.messageContent}
        error={problemText(t, problems.content, t('site.message.content'))}
      />
    </FormFrame>
  );
}
