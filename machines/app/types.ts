/** The logged-in user as kept on the client (SPEC §3). `rsNo` is the user id; its presence means logged in. */
export interface AppUser {
  rsNo: string;
  name?: string;
  phone?: string;
  gradeName?: string;
  qiniuUrl?: string;
  photoUrl?: string;
  /** 1: the grade must still be chosen; 2: chosen. */
  isSetClass?: 1 | 2;
  /** 1: the grade-upgrade notice is pending; 2: acknowledged. */
  isClassUpgrade?: 1 | 2;
}

export const loginModalTypes = ['login', 'sms'] as const;
export type LoginModalType = (typeof loginModalTypes)[number];

export interface LoginModalState {
  modal: boolean;
  type: LoginModalType;
}

export type AppRouteArea = 'desktop' | 'mobile' | 'evaluation' | 'campaign' | 'studymag' | 'manual';

/** The page currently shown, with the flags of its route-table entry that the machine's rules read. */
export interface AppRoute {
  pathname: string;
  /** Empty or starting with `?`. */
  search: string;
  requiresAuth: boolean;
  area: AppRouteArea;
}

export interface AppContext {
  user: AppUser | null;
  /** Tokens keyed by rsNo, kept apart from the user record. */
  tokens: Record<string, string>;
  loginModal: LoginModalState;
  /** Path (with query) to return to after login. */
  loginInterceptPath: string | null;
  /**
   * Where a family who chose '立即注册' in the login dialog was going (the refused page) or was (the page the
   * dialog opened on): registering returns there. Kept only while they stay on the register page.
   */
  registerReturnPath: string | null;
  shareId: string | null;
  keptAlivePages: string[];
  searchKeyword: string;
  searchHistory: string[];
  /*
   * SPEC §3 also lists learningDetail, exerciseDetail, shareParam, exercisesInfo and the evaluation's
   * recommended exercises as client state. They are not kept here, on purpose:
   * - learningDetail, exerciseDetail, exercisesInfo and the recommended exercises are server answers. Each page
   *   reads them through its own query (learningManagement/learningDetail and exerciseDetail by the report id in
   *   the address, evaluation's recommendedExercises), and the query cache shares one answer between the pages
   *   that ask. A copy here would go stale after a retry or a refresh and could not survive a reload or a
   *   shared link, which the address does.
   * - shareParam is what a share link carries: the shared order's id is `shareId` above (kept for the login
   *   that follows, SPEC §4), and a page's other share fields are in its address.
   */
  requestTimedOut: boolean;
  route: AppRoute;
  /** Logins during this visit (a login kept from an earlier visit does not count); what follows a login keys on it. */
  loginCount: number;
  /** Server message of the session expiry being shown. */
  sessionExpiredMessage: string | null;
}

export interface AppInput {
  /** User and token restored from storage at start. */
  storedUser?: { user: AppUser; token: string } | null;
  searchHistory?: readonly string[];
  route?: AppRoute;
}

export type AppEvent =
  | { type: 'route.changed'; route: AppRoute }
  /** The route guard turned an anonymous visitor away from `path` (with query). */
  | { type: 'route.loginRequired'; path: string }
  | { type: 'notice.confirm' }
  | { type: 'loginModal.open'; modalType?: LoginModalType; interceptPath?: string }
  | { type: 'loginModal.switch'; modalType: LoginModalType }
  | { type: 'loginModal.close' }
  /** '立即注册' in the login dialog: it closes and the register page opens. */
  | { type: 'loginModal.register' }
  | { type: 'login.succeeded'; user: AppUser; token: string }
  /** A login page (not the dialog) names where its login goes on to; the next login.succeeded navigates there. */
  | { type: 'login.returnPathSet'; path: string }
  /** A login page's register link: the register page opens and, once registered, goes on to `returnPath`. */
  | { type: 'register.open'; returnPath: string }
  | { type: 'user.updated'; changes: Partial<Omit<AppUser, 'rsNo'>> }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' }
  /** From the HTTP client on response status 2 or 4. */
  | { type: 'session.expired'; message: string }
  | { type: 'shareId.save'; shareId: string }
  | { type: 'shareId.clear' }
  | { type: 'keepAlive.add'; page: string }
  | { type: 'keepAlive.remove'; page: string }
  | { type: 'search.submit'; keyword: string }
  | { type: 'search.clearHistory' }
  /** One keyword removed from the history (the × beside it). */
  | { type: 'search.removeEntry'; keyword: string }
  | { type: 'request.timeout' }
  | { type: 'request.succeeded' };

export type AppTag = 'loginModalOpen' | 'sessionExpiredNotice' | 'confirmingLogout' | 'loginRequiredNotice';
