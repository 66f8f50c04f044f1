import type { AppUser } from '../app/types';
import type { ServerAnswer } from '../sms/answer';

export type GradeUser = Pick<AppUser, 'rsNo' | 'isSetClass' | 'isClassUpgrade'>;

export interface GradeFlowInput {
  user: GradeUser;
}

export interface Grade {
  name: string;
}

/** One school stage of common/findGradeSelection with the grades in it. */
export interface GradeGroup {
  gradeName: string;
  grades: Grade[];
}

export type GradeSelectionAnswer = ServerAnswer<{ list: GradeGroup[] }>;

/** Payload of userInfo/updateUserClass. */
export interface SaveGradeInput {
  appUUId: string;
  gradeName: string;
}

/** Payload of updateUserClassUpgrade. */
export interface AcknowledgeUpgradeInput {
  appUUId: string;
}

export type GradeSaveAnswer = ServerAnswer<unknown>;

export interface GradeFlowContext {
  user: GradeUser;
  groups: GradeGroup[];
  /** The grade being saved, or saved last. */
  gradeName: string | null;
  /** Why the last call failed, for the view; null when nothing failed. */
  error: string | null;
}

export type GradeFlowEvent =
  { type: 'user.retry' } | { type: 'user.gradePicked'; gradeName: string } | { type: 'user.acknowledge' };

export type GradeFlowTag = 'gradeModal' | 'loading' | 'loadFailed' | 'saving' | 'upgradeNotice' | 'acknowledging';

/** What the app merges into its user record (event user.updated of the app machine). */
export type GradeUserChanges = Partial<Pick<AppUser, 'isSetClass' | 'isClassUpgrade'>>;
