/** What practice and the wrong-answer book say when they refuse. */
export const PRACTICE_MESSAGES = {
  notInLesson: '这道题不属于本课时',
  notInBook: '这道题不在错题本中',
  notCleared: '这道题不在已移出的错题中',
} as const;
