import { describe, expect, it } from 'vitest';
import { FLAG_DONE, FLAG_PENDING, firstGradeStep } from '@machines/grade';

describe('grade flow rules', () => {
  it('reads 1 as pending and 2 as done', () => {
    expect(FLAG_PENDING).toBe(1);
    expect(FLAG_DONE).toBe(2);
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
