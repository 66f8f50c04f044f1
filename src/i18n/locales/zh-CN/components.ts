export const components = {
  button: { loading: '加载中' },
} as const;
