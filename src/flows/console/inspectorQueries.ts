import { useMutation } from '@tanstack/react-query';
import { admin } from '@contract/api/calls';
import { formatDateTime } from '@/lib/format';
import { consoleApi } from './consoleApi';

/**
 * A link that opens the state inspector on a page of the family site, good for a quarter of an hour: the
 * address on the site's public origin when the server knows it, else on this console's (they share one).
 */
export function useInspectorLink() {
  return useMutation({
    mutationFn: async (path: string) => {
      const made = await consoleApi.call(admin.inspector.mintInspectorLink, { path }, { handleError: true });
      return { url: new URL(made.link, window.location.origin).href, expiresAt: formatDateTime(made.expiresAt) };
    },
  });
}
