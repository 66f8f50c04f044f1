import { describe, expect, it } from 'vitest';
import { GRADE_SET, GRADE_UPGRADE_NOTICE } from '@contract/vocabulary/grades';
import { firstGradeStep } from '@machines/grade';

describe('grade flow rules', () => {
  it('reads 1 as pending and 2 as done', () => {
    expect(GRADE_SET).toEqual({ pending: 1, done: 2 });
    expect(GRADE_UPGRADE_NOTICE).toEqual({ pending: 1, acknowledged: 2 });
  });

  it('asks for the grade first when it is not set, even with an upgrade notice pending', () => {
    expect(firstGradeStep({ rsNo: 'a', isSetClass: 1, isClassUpgrade: 1 })).toBe('choosingGrade');
    expect(firstGradeStep({ rsNo: 'a', isSetClass: 1, isClassUpgrade: 2 })).toBe('choosingGrade');
  });

  it('shows the upgrade notice when the grade is set and the notice is pending', () => {
    expect(firstGradeStep({ rsNo: 'a', isSetClass: 2, isClassUpgrade: 1 })).toBe('upgradeNotice');
  });

  it('has nothing to ask when the grade is set and no notice is pending, or the flags are missing', () => {
    expect(firstGradeStep({ rsNo: 'a', isSetClass: 2, isClassUpgrade: 2 })).toBe('done');
    expect(firstGradeStep({ rsNo: 'a' })).toBe('done');
  });
});
