import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, LinkProvider } from '@/components/Link';
import type { ChromeLinkProps } from '@/components/PageShell';

const MarkedLink = forwardRef<HTMLAnchorElement, Omit<ChromeLinkProps, 'ref'>>(function MarkedLink({ to, ...rest }, ref) {
  return <a ref={ref} href={`#app${to}`} data-app-link="" {...rest} />;
});

describe('Link', () => {
  it('is a plain anchor to the address without a provider', () => {
    render(<Link to="/news/detail?id=3">资讯</Link>);
    expect(screen.getByRole('link', { name: '资讯' })).toHaveAttribute('href', '/news/detail?id=3');
  });

  it('renders the link component the app provides, with every anchor attribute', () => {
    render(
      <LinkProvider component={MarkedLink}>
        <Link to="/course" aria-current="page">
          课程
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '课程' });
    expect(link).toHaveAttribute('data-app-link');
    expect(link).toHaveAttribute('href', '#app/course');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
