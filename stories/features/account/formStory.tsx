import { useState } from 'react';
import { fn } from 'storybook/test';
import { captchaSrc } from './fixtures';

/*
 * What the account form stories share: a form that keeps its values and checks them the way its page
 * does, and the args of a form with an SMS code.
 */

interface FormStoryArgs<Values, Errors> {
  values: Values;
  errors?: Errors;
  onValuesChange: (values: Values) => void;
  onSubmit: (values: Values) => void;
}

/**
 * Holds a form's values and field messages so typing works in the canvas; `form` goes to the form, whose
 * submit is checked with `validate` and reaches the story's spy only when nothing is wrong.
 */
export function useFormStory<Values, Errors extends object>(
  args: FormStoryArgs<Values, Errors>,
  validate: (values: Values) => Errors,
) {
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState(args.errors ?? ({} as Errors));
  /** Shows the problems found; goes on only when there are none. */
  const check = (problems: Errors, next: () => void) => {
    setErrors(problems);
    if (Object.keys(problems).length === 0) next();
  };
  const form = {
    values,
    errors,
    onValuesChange: (next: Values) => {
      setValues(next);
      args.onValuesChange(next);
    },
    onSubmit: (submitted: Values) => check(validate(submitted), () => args.onSubmit(submitted)),
  };
  return { form, check };
}

/** A form with an SMS code, ready to send one; a captcha picture at hand for when the server asks. */
export const smsCodeArgs = () => ({
  secondsLeft: 0,
  onSendCode: fn(),
  captchaSrc,
  onCaptchaChange: fn(),
  onRefreshCaptcha: fn(),
});

export const smsCodeArgTypes = {
  secondsLeft: { control: { type: 'range', min: 0, max: 60 } },
  error: { control: 'text' },
} as const;
