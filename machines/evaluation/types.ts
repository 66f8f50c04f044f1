export type SignInMethod = 'password' | 'sms' | 'wechat';

export interface EvaluationProfile {
  name: string;
  /** A grade's name, as common/findGradeSelection lists them (初二). */
  grade: string;
  school: string;
}

export interface SignInInput {
  method: SignInMethod;
  phone?: string;
  /** Signed in already (the /e/next-step-login page): start at the profile step. */
  profileOnly?: boolean;
}

export interface SignInContext {
  method: SignInMethod;
  profileOnly: boolean;
  phone: string;
  password: string;
  captcha: string;
  /** Grows whenever a new captcha image is needed. */
  captchaSerial: number;
  code: string;
  agreed: boolean;
  error: string | null;
  profile: EvaluationProfile;
}

/** A session was opened. */
export interface SignedInAnswer {
  token: string;
  needsProfile: boolean;
}

/** The password was right but the device is new: the sign-in continues with an SMS code to this phone. */
export interface SmsStepAnswer {
  smsStep: true;
  phone: string;
}

export type SignInAnswer = SignedInAnswer | SmsStepAnswer;

export type SignInEvent =
  | { type: 'user.phoneChanged'; value: string }
  | { type: 'user.passwordChanged'; value: string }
  | { type: 'user.captchaChanged'; value: string }
  | { type: 'user.codeChanged'; value: string }
  | { type: 'user.agreementChanged'; agreed: boolean }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.submit' }
  | { type: 'user.backToPassword' }
  | { type: 'user.profileChanged'; changes: Partial<EvaluationProfile> }
  | { type: 'user.submitProfile' };

export type SignInTag = 'editing' | 'submitting' | 'smsStep' | 'profile' | 'savingProfile' | 'signedIn';

export type OptionKey = 'A' | 'B' | 'C' | 'D';

/** single: one option; multiple: several options (多选); fill: one text per blank. */
export type QuestionKind = 'single' | 'multiple' | 'fill';

export interface SittingQuestion {
  id: number;
  kind: QuestionKind;
  question: string;
  knowledgePoint: string;
  options: { key: OptionKey; text: string }[];
  /** Fill-in only: how many blanks. */
  blankCount: number;
}

/** "A" (single), ["A", "C"] (multiple, in key order) or one text per blank (fill). */
export type SheetAnswer = string | string[];

export type SittingLayout = 'single' | 'sheet';

/**
 * How the server marked one answer in practice, with what only an answer may reveal. The wrong-answer book adds how
 * many right redos in a row the question has and whether that took it out of the book.
 */
export interface PracticeMarking {
  answer: SheetAnswer;
  isCorrect: boolean;
  /** Fill-in only: whether each blank was right. */
  blankResults: boolean[];
  /** "A", ["A", "C"] or the accepted text of each blank. */
  rightAnswer: SheetAnswer;
  analysis: string;
  attempts: number;
  rightStreak?: number;
  cleared?: boolean;
}

export interface SittingInput {
  sittingId: number;
  questions: SittingQuestion[];
  answers: Record<string, SheetAnswer>;
  /**
   * Milliseconds of the deadline on the device clock (already corrected for server time). Null for practice: no
   * clock and no hand-in; each question is checked on its own (user.check) and may be tried again.
   */
  deadlineMs: number | null;
  nowMs: number;
  /** Practice only: the markings already on record, by question id. */
  markings?: Record<string, PracticeMarking>;
}

export interface SittingContext extends SittingInput {
  current: number;
  layout: SittingLayout;
  secondsLeft: number;
  reportId: number | null;
  error: string | null;
  markings: Record<string, PracticeMarking>;
  /** The question being marked now, if any. */
  checkingId: number | null;
}

export type SittingEvent =
  | { type: 'user.choose'; questionId: number; key: OptionKey }
  | { type: 'user.toggleOption'; questionId: number; key: OptionKey }
  | { type: 'user.fillBlank'; questionId: number; blank: number; value: string }
  | { type: 'user.goTo'; index: number }
  | { type: 'user.next' }
  | { type: 'user.previous' }
  | { type: 'user.layoutChanged'; layout: SittingLayout }
  | { type: 'user.review' }
  | { type: 'user.backToAnswering' }
  | { type: 'user.submit' }
  | { type: 'user.confirmSubmit' }
  | { type: 'user.cancelSubmit' }
  | { type: 'user.retry' }
  | { type: 'user.check'; questionId: number }
  | { type: 'user.tryAgain'; questionId: number }
  | { type: 'timer.tick'; nowMs: number };

export type SittingTag =
  'answering' | 'checking' | 'reviewing' | 'confirming' | 'submitting' | 'submitted' | 'timedOut' | 'failed';
