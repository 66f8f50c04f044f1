/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** development | test | production; defaults to Vite's mode. */
  readonly VITE_APP_ENV?: string;
  readonly VITE_CLIENT_NUMBER?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_STORE_KEY?: string;
  readonly VITE_CLIENT_NAME?: string;
  readonly VITE_CLIENT_TOKEN_NAME?: string;
  readonly VITE_WEB_BASE_URL?: string;
  readonly VITE_AUTH_BASE_URL?: string;
  readonly VITE_WECHAT_APP_ID?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_AES_KEY?: string;
  readonly VITE_ENCRYPTED_BODY?: string;
}
