import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import { renderWithI18n } from '../account/renderWithI18n';

const course: OrderCourseData = {
  courseId: 7,
  title: '初一数学·有理数',
  coverUrl: '',
  teacherName: '王芳',
  lessonCount: 12,
  gradeName: '初一',
  categoryName: '数学',
  price: 199,
};

describe('OrderCourse', () => {
  it('lists the grade, subject, teacher and lessons of the course bought', () => {
    renderWithI18n(<OrderCourse course={course} />);
    expect(screen.getByText('初一 · 数学 · 王芳 老师 · 12 讲')).toBeInTheDocument();
  });

  it('names no teacher for a course that has none, instead of a bare 老师', () => {
    renderWithI18n(<OrderCourse course={{ ...course, teacherName: '', gradeName: null }} />);
    expect(screen.getByText('数学 · 12 讲')).toBeInTheDocument();
  });
});
