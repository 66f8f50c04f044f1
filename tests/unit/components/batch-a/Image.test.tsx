import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultFallbackSrc, Image } from '@/components/Image';
import { renderWithI18n } from './renderWithI18n';

const cover = '/uploads/covers/grade8-math.jpg';

function announcement() {
  return screen.getByRole('status');
}

describe('Image', () => {
  it('loads lazily and announces nothing while the picture is fine', () => {
    renderWithI18n(<Image src={cover} alt="初二数学同步提升课封面" />);
    const img = screen.getByRole('img', { name: '初二数学同步提升课封面' });
    expect(img).toHaveAttribute('src', cover);
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.load(img);
    expect(img.parentElement).toHaveAttribute('data-state', 'loaded');
    expect(announcement().textContent).toBe('');
  });

  it("reserves the picture's shape from its width and height before it arrives", () => {
    renderWithI18n(<Image src={cover} alt="横幅" width={1400} height={400} />);
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img).toHaveAttribute('width', '1400');
    expect(img).toHaveAttribute('height', '400');
    expect(img.parentElement?.getAttribute('style')).toContain('1400 / 400');
  });

  it('keeps the natural height when neither a ratio nor a size is given', () => {
    renderWithI18n(<Image src={cover} alt="插图" />);
    const img = screen.getByRole('img', { name: '插图' });
    expect(img).not.toHaveAttribute('width');
    expect(img.parentElement?.getAttribute('style')).toBeNull();
  });

  it('switches to the given fallback and announces that the image could not load', () => {
    const onError = vi.fn();
    renderWithI18n(<Image src={cover} alt="课程封面" fallbackSrc="/static/default-cover.png" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: '课程封面' }));
    expect(screen.getByRole('img', { name: '课程封面' })).toHaveAttribute('src', '/static/default-cover.png');
    expect(announcement()).toHaveTextContent('图片加载失败');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('falls back to the built-in error picture when the fallback fails as well, and stops there', () => {
    renderWithI18n(<Image src={cover} alt="课程封面" fallbackSrc="/static/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: '课程封面' }));
    fireEvent.error(screen.getByRole('img', { name: '课程封面' }));
    const img = screen.getByRole('img', { name: '课程封面' });
    expect(img).toHaveAttribute('src', defaultFallbackSrc);
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: '课程封面' })).toHaveAttribute('src', defaultFallbackSrc);
    expect(img.parentElement).toHaveAttribute('data-state', 'error');
  });

  it('uses the built-in error picture when no fallback is given', () => {
    renderWithI18n(<Image src={cover} alt="名师头像" />);
    fireEvent.error(screen.getByRole('img', { name: '名师头像' }));
    expect(screen.getByRole('img', { name: '名师头像' })).toHaveAttribute('src', defaultFallbackSrc);
  });

  it('shows the fallback quietly when there is no source at all', () => {
    renderWithI18n(<Image src={null} alt="暂无封面" fallbackSrc="/static/default-cover.png" />);
    expect(screen.getByRole('img', { name: '暂无封面' })).toHaveAttribute('src', '/static/default-cover.png');
    expect(announcement().textContent).toBe('');
  });

  it('gives a new source its own chance after an earlier one failed', () => {
    const { rerender } = renderWithI18n(<Image src={cover} alt="课程封面" />);
    fireEvent.error(screen.getByRole('img', { name: '课程封面' }));
    rerender(<Image src="/uploads/covers/grade9-physics.jpg" alt="课程封面" />);
    expect(screen.getByRole('img', { name: '课程封面' })).toHaveAttribute('src', '/uploads/covers/grade9-physics.jpg');
    expect(announcement().textContent).toBe('');
  });
});
