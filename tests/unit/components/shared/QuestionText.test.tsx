import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionText } from '@/components/QuestionText';

afterEach(cleanup);

describe('QuestionText', () => {
  it('shows plain words as they are, without loading the formula renderer', () => {
    const { container } = render(<QuestionText as="p" text="9 + 6 = ？" />);
    expect(container.querySelector('p')!.textContent).toBe('9 + 6 = ？');
    expect(container.querySelector('[data-formula], [data-suspense-fallback]')).toBeNull();
  });

  it('draws a formula with MathML for screen readers once the renderer arrives', async () => {
    const { container } = render(<QuestionText text="与 $\frac{3}{4}$ 相等的是" />);
    await waitFor(() => expect(container.querySelector('[data-formula] .katex math')).not.toBeNull(), { timeout: 5000 });
    expect(container.querySelector('[data-formula]')).toHaveAttribute('data-formula', String.raw`\frac{3}{4}`);
    expect(container.querySelector('[data-suspense-fallback]')).toBeNull();
    expect(container.textContent).toMatch(/^与 .*相等的是$/);
  });

  it('puts a picture of the site’s own in place with its description, and leaves one from elsewhere as text', () => {
    render(<QuestionText text="如图 ![数轴上的点 A](/assets/questions/number-line.svg) 与 ![x](https://evil.example/x.png)" />);
    expect(screen.getByRole('img', { name: '数轴上的点 A' })).toHaveAttribute('src', '/assets/questions/number-line.svg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText(/!\[x\]\(https:\/\/evil\.example\/x\.png\)/)).toBeTruthy();
  });
});
