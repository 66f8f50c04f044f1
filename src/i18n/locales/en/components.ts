import type { Catalog } from '../../catalog';
import type { components as zh } from '../zh-CN/components';

export const components: Catalog<typeof zh> = {
  button: { loading: 'Loading' },
  passwordField: { show: 'Show password' },
  dialog: { close: 'Close' },
  confirmDialog: {
    title: 'System prompt',
    confirm: 'OK',
    cancel: 'Cancel',
    tone: { info: 'Information', warning: 'Warning', danger: 'Destructive action' },
  },
  toast: { region: 'Notifications' },
  notice: {
    close: 'Dismiss notice',
    tone: { error: 'Error', warning: 'Warning', info: 'Information', success: 'Success' },
  },
  emptyState: { title: 'No content to query' },
  loadError: {
    title: 'Failed to load, please try again later',
    retry: 'Reload',
    refused: 'Request error: {{reason}}',
    signIn: 'Log in',
  },
  image: { loadFailed: 'Could not load image' },
};
