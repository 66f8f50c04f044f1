/** Collecting courses, articles and tutors. */
export const collection = {
  button: { collect: '收藏', collected: '已收藏' },
  toast: {
    collected: '已加入我的收藏',
    removed: '已取消收藏',
    failed: '收藏失败，请稍后重试',
  },
} as const;
