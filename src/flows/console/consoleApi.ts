import { captchaSources } from '@/api/captcha';
import { createApiClient, type ApiClient } from '@/api/client';
import { config } from '@/config';
import { clearStaffSession, readStaffSession } from './staffSession';

/**
 * The console's HTTP client: staff calls carry the console session's token, never a family's. Every view
 * shows the server's refusals itself (handleError), so the client reports nothing on its own; a session the
 * server no longer knows (status 2 or 4) is forgotten, which sends the console back to its sign-in.
 */
export function createConsoleApi(): ApiClient {
  return createApiClient({
    config,
    getSession: () => readStaffSession(),
    onSessionExpired: () => clearStaffSession('expired'),
  });
}

export const consoleApi = createConsoleApi();

/** The captcha picture for an id, as the console's client addresses it. */
export const consoleCaptchaSrc = captchaSources(consoleApi);
