import { cookies } from '@/lib/cookies';
import { activeBridge } from '@/app/runtime/bridge';
import { createAppApiClient } from './createAppApiClient';

export { createAppApiClient, type AppApiClientOptions } from './createAppApiClient';

/** The app's HTTP client. Pages import it; the frame does not, so it arrives with the first page that calls the server. */
export const api = createAppApiClient({ bridge: activeBridge, cookies });
