/**
 * A test paper of the evaluation area as the console keeps it. draft: being assembled, families do not see
 * it and its questions may change. published: families of its grade see it between its opening and closing
 * times; its questions are fixed, because reports already scored against them would stop adding up.
 * archived: withdrawn; its reports stay readable.
 */
export const PAPER_STATES = ['draft', 'published', 'archived'] as const;
export type PaperState = (typeof PAPER_STATES)[number];

/** Limits of a paper's fields, shared by the console's form and the server. */
export const PAPER_LIMITS = {
  title: 60,
  description: 300,
  reportIntro: 300,
  reportFooter: 120,
  durationMin: { min: 5, max: 180 },
  totalScore: { min: 10, max: 300 },
  questions: 60,
} as const;

/** How many questions of each difficulty (1 easy, 2 medium, 3 hard) an assembly by rules may ask for. */
export const PAPER_RULE_MAX_PER_DIFFICULTY = 30;

/**
 * The share of the best and of the weakest sitters whose answers give a question's discrimination (the
 * classical upper-lower index: the right-answer rate of the top 27 % minus that of the bottom 27 %).
 */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

/** Below this many submitted sittings, difficulty and discrimination are shown as not yet meaningful. */
export const PAPER_STATS_MIN_SITTINGS = 5;
