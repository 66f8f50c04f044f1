export const detailViews = ['list', 'summary'] as const;
export type DetailView = (typeof detailViews)[number];

export function detailViewOf(value: string | null): DetailView {
  return value === 'summary' ? 'summary' : 'list';
}
