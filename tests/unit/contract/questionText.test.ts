import { describe, expect, it } from 'vitest';
import { hasFormula, questionPlainText, questionTextParts, questionTextProblem } from '@contract/fields/questionText';

describe('question text', () => {
  it('keeps plain words as one text part', () => {
    expect(questionTextParts('9 + 6 = ？')).toEqual([{ kind: 'text', text: '9 + 6 = ？' }]);
  });

  it('reads a formula between single dollars as one inside the line', () => {
    expect(questionTextParts('与 $\\frac{3}{4}$ 相等的是')).toEqual([
      { kind: 'text', text: '与 ' },
      { kind: 'formula', tex: '\\frac{3}{4}', display: false },
      { kind: 'text', text: ' 相等的是' },
    ]);
  });

  it('reads a formula between double dollars as one on its own line', () => {
    expect(questionTextParts('解：$$x = \\frac{-b}{2a}$$')).toEqual([
      { kind: 'text', text: '解：' },
      { kind: 'formula', tex: 'x = \\frac{-b}{2a}', display: true },
    ]);
  });

  it('writes an escaped dollar as a dollar sign, not a formula', () => {
    expect(questionTextParts('一支笔 \\$2，两支 \\$4')).toEqual([{ kind: 'text', text: '一支笔 $2，两支 $4' }]);
    expect(questionTextProblem('一支笔 \\$2，两支 \\$4')).toBeNull();
  });

  it('leaves a dollar that never closes on its line as text and calls it unpaired', () => {
    expect(questionTextParts('价格 $5\n元$')).toEqual([{ kind: 'text', text: '价格 $5\n元$' }]);
    expect(questionTextProblem('价格 $5')).toBe('unpaired-dollar');
    expect(questionTextProblem('$$x')).toBe('unpaired-dollar');
  });

  it('reads a picture from the site’s own assets with its description', () => {
    expect(questionTextParts('如图：![数轴上的点 A](/assets/questions/number-line.svg)')).toEqual([
      { kind: 'text', text: '如图：' },
      { kind: 'picture', alt: '数轴上的点 A', src: '/assets/questions/number-line.svg' },
    ]);
  });

  it('refuses a picture from another host, a path that climbs out or a picture without a description', () => {
    expect(questionTextParts('![x](https://evil.example/x.png)')).toEqual([
      { kind: 'text', text: '![x](https://evil.example/x.png)' },
    ]);
    expect(questionTextProblem('![x](https://evil.example/x.png)')).toBe('foreign-picture');
    expect(questionTextProblem('![x](/assets/../server.ts.png)')).toBe('foreign-picture');
    expect(questionTextProblem('![x](javascript:alert(1))')).toBe('foreign-picture');
    expect(questionTextProblem('![](/assets/questions/a.svg)')).toBe('picture-without-alt');
    expect(questionTextProblem('![图](/files/p/a.png) 与 $x^2$')).toBeNull();
  });

  it('tells whether a text needs the formula renderer', () => {
    expect(hasFormula('$x$')).toBe(true);
    expect(hasFormula('\\$5')).toBe(false);
  });

  it('reads as words where nothing can be drawn', () => {
    expect(questionPlainText('如图 ![数轴](/assets/q.svg)，$|-3|$ = ?')).toBe('如图 [数轴]，|-3| = ?');
  });
});
