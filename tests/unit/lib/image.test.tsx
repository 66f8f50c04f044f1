import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_IMAGE, joinImageUrl, resolveImageSource, withFallback } from '@/lib/image';

describe('image fallback', () => {
  it('uses the error image when no address is given', () => {
    expect(DEFAULT_ERROR_IMAGE).toBe('/assets/images/error.svg');
    expect(resolveImageSource(undefined)).toBe(DEFAULT_ERROR_IMAGE);
    expect(resolveImageSource('  ', '/assets/images/avatar.svg')).toBe('/assets/images/avatar.svg');
    expect(resolveImageSource('/a.png')).toBe('/a.png');
  });

  it('swaps a broken image for the fallback and reports the failure', () => {
    const onFailed = vi.fn();
    render(<img alt="课程封面" {...withFallback('/missing.png', '/assets/images/default.svg', onFailed)} />);
    const image = screen.getByRole('img', { name: '课程封面' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/assets/images/default.svg');
    expect(onFailed).toHaveBeenCalledWith('/missing.png');
  });

  it('swaps only once, so a broken fallback cannot loop', () => {
    const onFailed = vi.fn();
    render(<img alt="头像" {...withFallback('/missing.png', undefined, onFailed)} />);
    const image = screen.getByRole('img', { name: '头像' });
    fireEvent.error(image);
    fireEvent.error(image);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(image.getAttribute('src')).toBe(DEFAULT_ERROR_IMAGE);
  });
});

describe('avatar address', () => {
  it('joins the storage domain and the photo path with exactly one slash', () => {
    expect(joinImageUrl('https://cdn.example.cn/', '/avatars/u1.png')).toBe('https://cdn.example.cn/avatars/u1.png');
    expect(joinImageUrl('https://cdn.example.cn', 'avatars/u1.png')).toBe('https://cdn.example.cn/avatars/u1.png');
  });

  it('keeps a photo path that is already a full address', () => {
    expect(joinImageUrl('https://cdn.example.cn', 'https://img.example.cn/u1.png')).toBe('https://img.example.cn/u1.png');
  });

  it('gives nothing when there is no photo', () => {
    expect(joinImageUrl('https://cdn.example.cn', '')).toBe('');
    expect(joinImageUrl(null, null)).toBe('');
  });
});
