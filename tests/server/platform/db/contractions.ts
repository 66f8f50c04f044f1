/**
 * The migrations that take something away: drop or rename a table or column, change a column's type, make a
 * column NOT NULL or drop its default. While a release is rolled out, instances of the previous release keep
 * serving on the migrated database, so a migration may take away only what the previous release no longer
 * uses: expand, then contract. Release N stops reading and writing the column (or writes it no more and leaves
 * it nullable); release N+1's migration drops it.
 *
 * Each entry is one such statement, exactly as in its migration, with the release whose code stopped using what
 * it takes away: that release must be older than the one shipping the migration (migrationSafety.test.ts fails
 * on a statement not listed here and on an entry whose statement is gone).
 */
export interface Contraction {
  /** The migration's tag in the Drizzle journal. */
  migration: string;
  /** The statement, whitespace collapsed, without its trailing semicolon. */
  statement: string;
  /** The release (tag or commit) whose code no longer used what the statement takes away. */
  stoppedUsingIn: string;
  why: string;
}

/**
 * No version was deployed before migration 0014: whatever migrations up to it take away, no running instance
 * ever used. The entries below are the ones from that time.
 */
const BEFORE_THE_FIRST_RELEASE = 'before the first release (no deployed instance ever ran the code that used it)';

export const CONTRACTIONS: Contraction[] = [
  ...['study_minutes', 'finished_classes', 'exercise_count', 'accuracy', 'subject_stats'].map((column) => ({
    migration: '0012_study_report_figures_from_records',
    statement: `ALTER TABLE "study_reports" DROP COLUMN "${column}"`,
    stoppedUsingIn: `6003cdd, ${BEFORE_THE_FIRST_RELEASE}`,
    why: "a report's figures are derived from the lesson and answer records; the stored copies had drifted",
  })),
  {
    migration: '0014_order_item_list_price',
    statement: 'ALTER TABLE "order_items" ALTER COLUMN "list_price_cents" DROP DEFAULT',
    stoppedUsingIn: `fc3ac5c, ${BEFORE_THE_FIRST_RELEASE}`,
    why:
      'every order item states its list price; an instance of the release before, which leaves the column out, ' +
      'gets it filled in by the trigger of migration 0015',
  },
];
