import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { Avatar, avatarSource, colorIndexFor, initialsOf } from '@/components/Avatar';

describe('avatarSource', () => {
  it('joins the image host and the photo path', () => {
    expect(avatarSource('https://img.xueban.cn/', 'avatar/1024.png')).toBe('https://img.xueban.cn/avatar/1024.png');
  });

  it('keeps a single slash where both halves bring one', () => {
    expect(avatarSource('https://img.xueban.cn/', '/avatar/1024.png')).toBe('https://img.xueban.cn/avatar/1024.png');
  });

  it('uses a photo address that is already complete as it is', () => {
    expect(avatarSource('https://img.xueban.cn/', 'https://wx.qlogo.cn/a.png')).toBe('https://wx.qlogo.cn/a.png');
  });

  it('has no source without a photo', () => {
    expect(avatarSource('https://img.xueban.cn/', '')).toBeNull();
    expect(avatarSource('https://img.xueban.cn/', null)).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first character of a Chinese name', () => {
    expect(initialsOf('张伟')).toBe('张');
    expect(initialsOf(' 欧阳娜娜 ')).toBe('欧');
  });

  it('takes the first two letters of a Latin name', () => {
    expect(initialsOf('emma')).toBe('EM');
    expect(initialsOf('Li Ming')).toBe('LM');
  });

  it('gives nothing for a blank name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});

describe('colorIndexFor', () => {
  it('gives the same name the same colour every time', () => {
    expect(colorIndexFor('王小明', 7)).toBe(colorIndexFor('王小明', 7));
    expect(colorIndexFor('王小明', 7)).toBeGreaterThanOrEqual(0);
    expect(colorIndexFor('王小明', 7)).toBeLessThan(7);
  });
});

describe('Avatar', () => {
  it('shows the photo at the joined address', () => {
    render(<Avatar qiniuUrl="https://img.xueban.cn/" photoUrl="avatar/9.png" name="李华" />);
    expect(screen.getByRole('img', { name: '李华的头像' })).toHaveAttribute('src', 'https://img.xueban.cn/avatar/9.png');
  });

  it('falls back to the initials when the photo fails to load', () => {
    render(<Avatar qiniuUrl="https://img.xueban.cn/" photoUrl="avatar/9.png" name="李华" />);
    fireEvent.error(screen.getByRole('img', { name: '李华的头像' }));
    const fallback = screen.getByRole('img', { name: '李华的头像' });
    expect(fallback).toHaveAttribute('data-state', 'fallback');
    expect(fallback).toHaveTextContent('李');
  });

  it('shows initials straight away when there is no photo', () => {
    render(<Avatar name="Emma Watson" />);
    expect(screen.getByRole('img', { name: 'Emma Watson的头像' })).toHaveTextContent('EW');
  });
});
