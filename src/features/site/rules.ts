/** What is wrong with a field; the forms word it with the field's own label. */
export type FieldProblem = { code: 'required' | 'phone' | 'contact' | 'captcha' | 'type' } | { code: 'tooLong'; max: number };
export type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** The limits the server enforces (contract/api/schemas/web/forms.ts, common.ts), checked before sending. */
export const LIMITS = {
  name: 20,
  messageContent: 500,
  subject: 20,
  grade: 20,
  experience: 500,
  intro: 1000,
  feedbackContent: 1000,
  contact: 50,
} as const;

const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const length = (text: string) => Array.from(text.trim()).length;

function text(value: string, max: number, required: boolean): FieldProblem | undefined {
  if (required && value.trim() === '') return { code: 'required' };
  if (length(value) > max) return { code: 'tooLong', max };
  return undefined;
}

function compact<Field extends string>(problems: Record<Field, FieldProblem | undefined>): Problems<Field> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Problems<Field>;
}

export interface MessageValues {
  name: string;
  phone: string;
  content: string;
}

export function checkMessage(values: MessageValues): Problems<keyof MessageValues> {
  return compact({
    name: text(values.name, LIMITS.name, true),
    phone: values.phone.trim() === '' ? { code: 'required' } : PHONE.test(values.phone.trim()) ? undefined : { code: 'phone' },
    content: text(values.content, LIMITS.messageContent, true),
  });
}

export interface TeacherValues {
  name: string;
  phone: string;
  subject: string;
  gradeName: string;
  experience: string;
  intro: string;
}

export function checkTeacher(values: TeacherValues): Problems<keyof TeacherValues> {
  return compact({
    name: text(values.name, LIMITS.name, true),
    phone: values.phone.trim() === '' ? { code: 'required' } : PHONE.test(values.phone.trim()) ? undefined : { code: 'phone' },
    subject: text(values.subject, LIMITS.subject, false),
    gradeName: text(values.gradeName, LIMITS.grade, false),
    experience: text(values.experience, LIMITS.experience, false),
    intro: text(values.intro, LIMITS.intro, false),
  });
}

export interface FeedbackValues {
  type: string;
  content: string;
  contact: string;
  captcha: string;
}

/** `captcha: false` where the sender is logged in and the server takes their feedback without one. */
export function checkFeedback(
  values: FeedbackValues,
  { captcha = true }: { captcha?: boolean } = {},
): Problems<keyof FeedbackValues> {
  const contact = values.contact.trim();
  return compact({
    type: values.type === '' ? { code: 'type' } : undefined,
    content: text(values.content, LIMITS.feedbackContent, true),
    contact:
      contact === ''
        ? undefined
        : length(contact) > LIMITS.contact
          ? { code: 'tooLong', max: LIMITS.contact }
          : PHONE.test(contact) || EMAIL.test(contact)
            ? undefined
            : { code: 'contact' },
    captcha: captcha && values.captcha.trim() === '' ? { code: 'captcha' } : undefined,
  });
}

export const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;

/** Files a form takes: their types by content are checked on the server too. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_TYPES = [
  ...IMAGE_TYPES,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const MAX_UPLOAD_MB = 5;

/** Why a chosen file cannot be sent, before it is uploaded: too big, or not a type the form takes. */
export function fileProblem(file: { size: number; type: string }, types: readonly string[]): 'tooBig' | 'wrongType' | null {
  if (file.size > MAX_UPLOAD_MB * 1024 * 1024) return 'tooBig';
  if (!types.includes(file.type)) return 'wrongType';
  return null;
}
