import {
  forwardRef,
  useId,
  useRef,
  type ChangeEvent,
  type CompositionEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { FormField } from '@/components/FormField';
import { applyInputRules, type InputRules } from './inputRules';
import * as styles from './TextField.css';

export const textFieldSizes = ['md', 'lg'] as const satisfies readonly TextFieldSize[];
export const textFieldStates = ['idle', 'invalid', 'disabled'] as const;
export type TextFieldSize = styles.TextFieldSize;
export type TextFieldState = (typeof textFieldStates)[number];

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'children'
>;

export interface TextFieldProps extends NativeInputProps, InputRules {
  label: ReactNode;
  /** Keeps the label for screen readers only, for compact forms whose placeholder says enough visually. */
  hideLabel?: boolean;
  value: string;
  /** Receives the value after the input rules were applied. */
  onValueChange: (value: string) => void;
  /** Shown under the field instead of the hint; marks the input invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
  size?: TextFieldSize;
  inputClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hideLabel = false,
    value,
    onValueChange,
    error,
    hint,
    prefix,
    suffix,
    size = 'md',
    digitsOnly,
    maxLength,
    stripWhitespace,
    id,
    disabled,
    required,
    className,
    inputClassName,
    onCompositionStart,
    onCompositionEnd,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const messageId = `${autoId}-message`;
  const rules: InputRules = { digitsOnly, maxLength, stripWhitespace };
  // Rules wait for the end of an input-method composition; trimming pinyin mid-way would break it.
  const composing = useRef(false);

  const invalid = Boolean(error);
  const state: TextFieldState = disabled ? 'disabled' : invalid ? 'invalid' : 'idle';
  const message = invalid ? error : hint;
  const describedByIds = [describedBy, message ? messageId : undefined].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    onValueChange(composing.current ? raw : applyInputRules(raw, rules));
  };
  const handleCompositionStart = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = true;
    onCompositionStart?.(event);
  };
  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    composing.current = false;
    const ruled = applyInputRules(event.currentTarget.value, rules);
    if (ruled !== value) onValueChange(ruled);
    onCompositionEnd?.(event);
  };

  return (
    <FormField
      className={className}
      data-state={state}
      data-size={size}
      label={label}
      htmlFor={inputId}
      hideLabel={hideLabel}
      required={required}
      message={message}
      messageId={messageId}
      messageTone={invalid ? 'error' : 'hint'}
    >
      <div className={[styles.control, styles.size[size]].join(' ')}>
        {prefix && <span className={styles.adornment}>{prefix}</span>}
        <input
          ref={ref}
          id={inputId}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          value={value}
          onChange={handleChange}
          onCompositionStart={handleCompositionStart}
          onCompositionEnd={handleCompositionEnd}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          {...rest}
        />
        {suffix && <span className={styles.adornment}>{suffix}</span>}
      </div>
    </FormField>
  );
});
