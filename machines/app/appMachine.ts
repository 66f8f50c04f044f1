/**
 * The app statechart: the client session and the state shared between pages (SPEC §3, §4).
 *
 * Two parallel regions:
 * - session
 *   - checkingStoredUser (transient) → loggedIn when a user was restored from storage, else anonymous
 *   - anonymous.idle → anonymous.loginRequiredNotice on route.loginRequired (tag loginRequiredNotice);
 *     notice.confirm → idle and opens the login modal, the refused path remembered
 *   - loggedIn.idle → loggedIn.confirmingLogout on logout.request (tag confirmingLogout);
 *     logout.cancel → idle; logout.confirm → anonymous, user cleared, to /home when the page needs login
 *   - expiredNotice (tag sessionExpiredNotice), entered from anywhere in session on session.expired outside
 *     the evaluation area, user cleared; notice.confirm → anonymous and opens the login modal, current
 *     path remembered. In the evaluation area session.expired instead shows a toast and replaces the page
 *     with /e/login?redirect=<current page> (from /e/order-detail: /e/report); the session state stays.
 *     While the login dialog is open, session.expired is dropped: the family is already logging in, and a
 *     second notice would cover the dialog they are typing in.
 *   - login.succeeded from anywhere in session → loggedIn, then: intercepted player page reloaded, other
 *     intercepted path (or the one a login page set with login.returnPathSet) navigated to (replacing /m/login
 *     in history when the login was made there), else a remembered shareId opens the shared order, else on
 *     /register the page the family left for it through the login dialog (registerReturnPath), else / (a
 *     direct visit to /register).
 * - loginModal
 *   - closed → open on loginModal.open (tag loginModalOpen)
 *   - open → closed on login.succeeded, or on loginModal.close (to /home when the page needs login and
 *     nobody is logged in), or on loginModal.register ('立即注册': to /register, remembering the intercepted
 *     path or else the current page as registerReturnPath; leaving /register forgets it)
 * - register.open from anywhere (a login page's register link) → to /register, its returnPath remembered as
 *   registerReturnPath the same way
 *
 * Anywhere: route, shareId, kept-alive pages, search and the request time-out flag are
 * updated in context. The machine never ends.
 *
 * Effects are named actions with no-op defaults, supplied by the app through `.provide()`: navigate,
 * loadPage, showToast, persistUser, clearPersistedUser, persistSearchHistory, clearEvaluationToken,
 * endServerSession (logout revokes the token on the server). The grade checks after a login are not an
 * effect here: they follow the user record's flags wherever it changes (the app's grade flow).
 */
import { and, assign, not, raise, setup } from 'xstate';
import {
  evaluationLoginPath,
  fullPath,
  HOME_PATH,
  isPlayerPath,
  MOBILE_LOGIN_PATH,
  REGISTER_PATH,
  ROOT_PATH,
  sharedOrderPath,
} from './paths';
import { addToSearchHistory, removeFromSearchHistory, restoreSearchHistory } from './searchHistory';
import { tokenOf } from './user';
import type { AppContext, AppEvent, AppInput, AppRoute, AppTag, AppUser } from './types';

export const initialRoute: AppRoute = { pathname: ROOT_PATH, search: '', requiresAuth: false, area: 'desktop' };

export function createInitialContext(input: AppInput | undefined): AppContext {
  const stored = input?.storedUser ?? null;
  return {
    user: stored ? stored.user : null,
    tokens: stored ? { [stored.user.rsNo]: stored.token } : {},
    loginModal: { modal: false, type: 'login' },
    loginInterceptPath: null,
    registerReturnPath: null,
    shareId: null,
    keptAlivePages: [],
    searchKeyword: '',
    searchHistory: restoreSearchHistory(input?.searchHistory),
    requestTimedOut: false,
    route: input?.route ?? initialRoute,
    sessionExpiredMessage: null,
    loginCount: 0,
  };
}

export interface NavigateParams {
  to: string;
  replace?: boolean;
}

const userAndToken = ({ context }: { context: AppContext }) => {
  const user = context.user as AppUser;
  return { user, token: context.tokens[user.rsNo] ?? '' };
};

const rsNoOf = ({ context }: { context: AppContext }) => ({ rsNo: context.user?.rsNo ?? '' });

const saveLogin = ['saveUser', { type: 'persistUser', params: userAndToken }] as const;
const clearLogin = [{ type: 'clearPersistedUser', params: rsNoOf }, 'clearUser'] as const;
/** Logging out ends the session on the server too; an expired session has nothing left to end. */
const endSession = {
  type: 'endServerSession',
  params: ({ context }: { context: AppContext }) => ({ token: tokenOf(context) ?? '' }),
} as const;

/** The machine's named effects: what it asks the app to do, with the parameters it gives. */
export interface AppEffectActions {
  navigate(args: unknown, params: NavigateParams): void;
  loadPage(args: unknown, params: { to: string }): void;
  showToast(args: unknown, params: { message: string }): void;
  persistUser(args: unknown, params: { user: AppUser; token: string }): void;
  clearPersistedUser(args: unknown, params: { rsNo: string }): void;
  persistSearchHistory(args: unknown, params: { history: readonly string[] }): void;
  clearEvaluationToken(args: unknown): void;
  endServerSession(args: unknown, params: { token: string }): void;
}

const noEffects: AppEffectActions = {
  navigate: () => {},
  loadPage: () => {},
  showToast: () => {},
  persistUser: () => {},
  clearPersistedUser: () => {},
  persistSearchHistory: () => {},
  clearEvaluationToken: () => {},
  endServerSession: () => {},
};

/**
 * The statechart with the given effects. The app builds it once with its own effects rather than building
 * `appMachine` and then `.provide()`-ing them, which would construct the whole state tree twice on the
 * first screen's critical path.
 */
export function createAppMachine(effects: AppEffectActions) {
  return setup({
    types: {
      context: {} as AppContext,
      events: {} as AppEvent,
      input: {} as AppInput | undefined,
      tags: {} as AppTag,
    },
    actions: {
      navigate: effects.navigate,
      loadPage: effects.loadPage,
      showToast: effects.showToast,
      persistUser: effects.persistUser,
      clearPersistedUser: effects.clearPersistedUser,
      persistSearchHistory: effects.persistSearchHistory,
      clearEvaluationToken: effects.clearEvaluationToken,
      endServerSession: effects.endServerSession,

      trackRoute: assign(({ context, event }) => {
        if (event.type !== 'route.changed') return {};
        // The way back from registering holds only while the family is on the register page.
        const registerReturnPath = event.route.pathname === REGISTER_PATH ? context.registerReturnPath : null;
        return { route: event.route, registerReturnPath };
      }),
      rememberRegisterReturn: assign(({ context, event }) => ({
        registerReturnPath:
          (event.type === 'register.open' ? event.returnPath : null) ??
          context.loginInterceptPath ??
          (context.route.pathname === REGISTER_PATH ? null : fullPath(context.route)),
        loginInterceptPath: null,
      })),
      forgetRegisterReturn: assign({ registerReturnPath: null }),
      saveUser: assign(({ context, event }) => {
        if (event.type !== 'login.succeeded') return {};
        return {
          user: event.user,
          tokens: { ...context.tokens, [event.user.rsNo]: event.token },
          loginCount: context.loginCount + 1,
        };
      }),
      updateUser: assign({
        user: ({ context, event }) =>
          event.type === 'user.updated' && context.user ? { ...context.user, ...event.changes } : context.user,
      }),
      clearUser: assign(({ context }) => {
        if (!context.user) return {};
        const { [context.user.rsNo]: _dropped, ...tokens } = context.tokens;
        return { user: null, tokens };
      }),
      rememberRefusedPath: assign({
        loginInterceptPath: ({ context, event }) =>
          event.type === 'route.loginRequired' ? event.path : context.loginInterceptPath,
      }),
      rememberCurrentPath: assign({ loginInterceptPath: ({ context }) => fullPath(context.route) }),
      forgetInterceptPath: assign({ loginInterceptPath: null }),
      setReturnPath: assign({
        loginInterceptPath: ({ context, event }) =>
          event.type === 'login.returnPathSet' ? event.path : context.loginInterceptPath,
      }),
      rememberExpiryMessage: assign({
        sessionExpiredMessage: ({ event }) => (event.type === 'session.expired' ? event.message : null),
      }),
      forgetExpiryMessage: assign({ sessionExpiredMessage: null }),
      openLoginModal: raise({ type: 'loginModal.open' }),
      showLoginModal: assign(({ context, event }) => {
        if (event.type !== 'loginModal.open') return {};
        return {
          loginModal: { modal: true, type: event.modalType ?? 'login' },
          loginInterceptPath: event.interceptPath ?? context.loginInterceptPath,
        };
      }),
      setLoginModalType: assign({
        loginModal: ({ context, event }) =>
          event.type === 'loginModal.switch' ? { ...context.loginModal, type: event.modalType } : context.loginModal,
      }),
      hideLoginModal: assign({ loginModal: { modal: false, type: 'login' } }),
      saveShareId: assign({ shareId: ({ context, event }) => (event.type === 'shareId.save' ? event.shareId : context.shareId) }),
      clearShareId: assign({ shareId: null }),
      addKeptAlivePage: assign({
        keptAlivePages: ({ context, event }) =>
          event.type === 'keepAlive.add' && !context.keptAlivePages.includes(event.page)
            ? [...context.keptAlivePages, event.page]
            : context.keptAlivePages,
      }),
      removeKeptAlivePage: assign({
        keptAlivePages: ({ context, event }) =>
          event.type === 'keepAlive.remove'
            ? context.keptAlivePages.filter((page) => page !== event.page)
            : context.keptAlivePages,
      }),
      recordSearch: assign(({ context, event }) => {
        if (event.type !== 'search.submit') return {};
        return { searchKeyword: event.keyword.trim(), searchHistory: addToSearchHistory(context.searchHistory, event.keyword) };
      }),
      clearSearchHistory: assign({ searchHistory: [] }),
      removeSearchEntry: assign({
        searchHistory: ({ context, event }) =>
          event.type === 'search.removeEntry'
            ? removeFromSearchHistory(context.searchHistory, event.keyword)
            : context.searchHistory,
      }),
      markRequestTimedOut: assign({ requestTimedOut: true }),
      clearRequestTimedOut: assign({ requestTimedOut: false }),
    },
    guards: {
      hasUser: ({ context }) => context.user !== null,
      isInEvaluationArea: ({ context }) => context.route.area === 'evaluation',
      currentRouteRequiresAuth: ({ context }) => context.route.requiresAuth,
      interceptedPlayerPage: ({ context }) => context.loginInterceptPath !== null && isPlayerPath(context.loginInterceptPath),
      hasInterceptPath: ({ context }) => context.loginInterceptPath !== null,
      hasSharedOrder: ({ context }) => context.shareId !== null,
      isOnRegisterPage: ({ context }) => context.route.pathname === REGISTER_PATH,
      isBackFromRegistering: ({ context }) => context.route.pathname === REGISTER_PATH && context.registerReturnPath !== null,
      registeredFromPlayerPage: ({ context }) =>
        context.route.pathname === REGISTER_PATH &&
        context.registerReturnPath !== null &&
        isPlayerPath(context.registerReturnPath),
      loginModalIsOpen: ({ context }) => context.loginModal.modal,
      requestHadTimedOut: ({ context }) => context.requestTimedOut,
    },
  }).createMachine({
    id: 'app',
    type: 'parallel',
    context: ({ input }) => createInitialContext(input),
    on: {
      'route.changed': { actions: 'trackRoute' },
      'shareId.save': { actions: 'saveShareId' },
      'login.returnPathSet': { actions: 'setReturnPath' },
      'register.open': {
        actions: ['rememberRegisterReturn', { type: 'navigate', params: { to: REGISTER_PATH } }],
      },
      'shareId.clear': { actions: 'clearShareId' },
      'keepAlive.add': { actions: 'addKeptAlivePage' },
      'keepAlive.remove': { actions: 'removeKeptAlivePage' },
      'search.submit': {
        actions: [
          'recordSearch',
          { type: 'persistSearchHistory', params: ({ context }) => ({ history: context.searchHistory }) },
        ],
      },
      'search.clearHistory': {
        actions: ['clearSearchHistory', { type: 'persistSearchHistory', params: { history: [] } }],
      },
      'search.removeEntry': {
        actions: [
          'removeSearchEntry',
          { type: 'persistSearchHistory', params: ({ context }) => ({ history: context.searchHistory }) },
        ],
      },
      'request.timeout': { actions: 'markRequestTimedOut' },
      'request.succeeded': { guard: 'requestHadTimedOut', actions: 'clearRequestTimedOut' },
    },
    states: {
      session: {
        initial: 'checkingStoredUser',
        on: {
          'session.expired': [
            { guard: 'loginModalIsOpen' },
            {
              guard: 'isInEvaluationArea',
              actions: [
                'clearEvaluationToken',
                { type: 'showToast', params: ({ event }) => ({ message: event.message }) },
                { type: 'navigate', params: ({ context }) => ({ to: evaluationLoginPath(context.route), replace: true }) },
              ],
            },
            { target: '.expiredNotice', actions: ['rememberExpiryMessage', ...clearLogin] },
          ],
          'login.succeeded': [
            {
              guard: 'interceptedPlayerPage',
              target: '.loggedIn',
              // A full load of the player page (its signed video address is made for the user now logged in), which
              // the visitor may never have reached: turned away from it, they were sent to /home.
              actions: [
                ...saveLogin,
                { type: 'loadPage', params: ({ context }) => ({ to: context.loginInterceptPath ?? HOME_PATH }) },
                'forgetInterceptPath',
              ],
            },
            {
              guard: 'hasInterceptPath',
              target: '.loggedIn',
              actions: [
                ...saveLogin,
                {
                  type: 'navigate',
                  // From the phone's login page the page replaces it: going back must not land on a login already done.
                  params: ({ context }) =>
                    context.route.pathname === MOBILE_LOGIN_PATH
                      ? { to: context.loginInterceptPath ?? HOME_PATH, replace: true }
                      : { to: context.loginInterceptPath ?? HOME_PATH },
                },
                'forgetInterceptPath',
              ],
            },
            {
              guard: 'hasSharedOrder',
              target: '.loggedIn',
              actions: [
                ...saveLogin,
                { type: 'navigate', params: ({ context }) => ({ to: sharedOrderPath(context.shareId ?? '') }) },
              ],
            },
            {
              guard: 'registeredFromPlayerPage',
              target: '.loggedIn',
              actions: [
                ...saveLogin,
                { type: 'loadPage', params: ({ context }) => ({ to: context.registerReturnPath ?? ROOT_PATH }) },
                'forgetRegisterReturn',
              ],
            },
            {
              guard: 'isBackFromRegistering',
              target: '.loggedIn',
              actions: [
                ...saveLogin,
                { type: 'navigate', params: ({ context }) => ({ to: context.registerReturnPath ?? ROOT_PATH }) },
                'forgetRegisterReturn',
              ],
            },
            {
              guard: 'isOnRegisterPage',
              target: '.loggedIn',
              actions: [...saveLogin, { type: 'navigate', params: { to: ROOT_PATH } }],
            },
            { target: '.loggedIn', actions: [...saveLogin] },
          ],
        },
        states: {
          checkingStoredUser: {
            always: [{ guard: 'hasUser', target: 'loggedIn' }, { target: 'anonymous' }],
          },
          anonymous: {
            initial: 'idle',
            states: {
              idle: {
                on: { 'route.loginRequired': { target: 'loginRequiredNotice', actions: 'rememberRefusedPath' } },
              },
              loginRequiredNotice: {
                tags: ['loginRequiredNotice'],
                on: { 'notice.confirm': { target: 'idle', actions: 'openLoginModal' } },
              },
            },
          },
          loggedIn: {
            initial: 'idle',
            on: {
              'user.updated': { actions: ['updateUser', { type: 'persistUser', params: userAndToken }] },
            },
            states: {
              idle: {
                on: { 'logout.request': { target: 'confirmingLogout' } },
              },
              confirmingLogout: {
                tags: ['confirmingLogout'],
                on: {
                  'logout.cancel': { target: 'idle' },
                  'logout.confirm': [
                    {
                      guard: 'currentRouteRequiresAuth',
                      target: '#app.session.anonymous',
                      actions: [endSession, ...clearLogin, { type: 'navigate', params: { to: HOME_PATH } }],
                    },
                    { target: '#app.session.anonymous', actions: [endSession, ...clearLogin] },
                  ],
                },
              },
            },
          },
          expiredNotice: {
            tags: ['sessionExpiredNotice'],
            // The message belongs to the notice, however it is left (confirmed, or a login from elsewhere).
            exit: 'forgetExpiryMessage',
            on: {
              // Parallel requests fail together; the first warning stays and the rest are dropped.
              'session.expired': {},
              'notice.confirm': {
                target: 'anonymous',
                actions: ['rememberCurrentPath', 'openLoginModal'],
              },
            },
          },
        },
      },
      loginModal: {
        initial: 'closed',
        states: {
          closed: {
            on: { 'loginModal.open': { target: 'open', actions: 'showLoginModal' } },
          },
          open: {
            tags: ['loginModalOpen'],
            on: {
              'loginModal.switch': { actions: 'setLoginModalType' },
              'loginModal.close': [
                {
                  guard: and(['currentRouteRequiresAuth', not('hasUser')]),
                  target: 'closed',
                  actions: ['hideLoginModal', 'forgetInterceptPath', { type: 'navigate', params: { to: HOME_PATH } }],
                },
                { target: 'closed', actions: ['hideLoginModal', 'forgetInterceptPath'] },
              ],
              'loginModal.register': {
                target: 'closed',
                actions: ['hideLoginModal', 'rememberRegisterReturn', { type: 'navigate', params: { to: REGISTER_PATH } }],
              },
              'login.succeeded': { target: 'closed', actions: 'hideLoginModal' },
            },
          },
        },
      },
    },
  });
}

/** The statechart with no-op effects: for tests, stories and the visualizer (the app uses createAppMachine). */
export const appMachine = /* @__PURE__ */ createAppMachine(noEffects);

export type AppMachine = ReturnType<typeof createAppMachine>;
