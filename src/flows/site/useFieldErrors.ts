import { useState } from 'react';

/** A message (a catalog key, or text) per field that is wrong; fields that are right are absent. */
type FieldErrors<Field extends string, Message = string> = Partial<Record<Field, Message>>;

/**
 * Field messages of a form: none until the first attempt to send it, then kept current as the user types,
 * so a message goes away as soon as the field is right.
 */
export function useFieldErrors<Field extends string, Values, Message = string>(
  validate: (values: Values) => FieldErrors<Field, Message>,
) {
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field, Message>>({});
  return {
    errors,
    /** Validates for a send; true when the form may go. */
    check(values: Values): boolean {
      const problems = validate(values);
      setAttempted(true);
      setErrors(problems);
      return Object.keys(problems).length === 0;
    },
    /** Re-validates after an edit, once a send has been tried. */
    edited(values: Values): void {
      if (attempted) setErrors(validate(values));
    },
    /** Shows the given messages without counting as an attempt to send (e.g. before an SMS code is sent). */
    show(problems: FieldErrors<Field, Message>): void {
      setErrors(problems);
    },
    reset(): void {
      setAttempted(false);
      setErrors({});
    },
  };
}
