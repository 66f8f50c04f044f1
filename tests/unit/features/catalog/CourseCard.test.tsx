import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CourseCard, type CourseCardData } from '@/features/catalog/CourseCard';
import { renderWithI18n } from '../account/renderWithI18n';

const course: CourseCardData = {
  id: 3,
  title: '三年级语文·阅读',
  subtitle: '',
  coverUrl: '',
  price: 99,
  originalPrice: 99,
  isFree: false,
  isHeadline: false,
  teacherName: '李华',
  lessonCount: 8,
  studentCount: 120,
  categoryName: '语文',
  gradeName: '三年级',
};

const meta = () => screen.getByText(/三年级 · 语文/);

describe('CourseCard', () => {
  it('names the teacher after the grade and subject', () => {
    renderWithI18n(
      <MemoryRouter>
        <CourseCard course={course} />
      </MemoryRouter>,
    );
    expect(meta()).toHaveTextContent('三年级 · 语文 ｜ 主讲 李华');
  });

  it('names no teacher, and draws no separator, for a course that has none', () => {
    renderWithI18n(
      <MemoryRouter>
        <CourseCard course={{ ...course, teacherName: '' }} />
      </MemoryRouter>,
    );
    expect(meta().textContent).toBe('三年级 · 语文');
  });
});
