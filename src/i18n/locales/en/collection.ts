import type { Catalog } from '../../catalog';
import type { collection as zh } from '../zh-CN/collection';

export const collection: Catalog<typeof zh> = {
  button: { collect: 'Save', collected: 'Saved' },
  toast: {
    collected: 'Added to your collection',
    removed: 'Removed from your collection',
    failed: 'Could not save it, please try again later',
  },
};
