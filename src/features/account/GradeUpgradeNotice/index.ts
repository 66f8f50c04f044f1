export { GradeUpgradeNotice, gradeUpgradeVariants } from './GradeUpgradeNotice';
export type { GradeUpgradeNoticeProps, GradeUpgradeVariant } from './GradeUpgradeNotice';
export { NoticeArt, noticeArtKinds } from './NoticeArt';
export type { NoticeArtKind } from './NoticeArt';
