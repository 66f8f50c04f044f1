/**
 * The school stages, each by the code it travels as: the course system's `stage` filter, the grade groups
 * of the basic data (`clasesList[].stage`) and the address of the course system (`/course?stage=`). The codes
 * are written here once; the API schemas and the pages read them from this table.
 */
export const SCHOOL_STAGES = ['primary', 'junior', 'senior'] as const;

export type SchoolStage = (typeof SCHOOL_STAGES)[number];

/** Whether a code from an answer or an address is one of the stages (others, such as a retired one, are ignored). */
export function isSchoolStage(value: string | null | undefined): value is SchoolStage {
  return typeof value === 'string' && (SCHOOL_STAGES as readonly string[]).includes(value);
}
