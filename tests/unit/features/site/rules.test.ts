import { describe, expect, it } from 'vitest';
import { checkFeedback, checkMessage, checkTeacher, fileProblem, IMAGE_TYPES } from '@/features/site/rules';

describe('the online message form', () => {
  it('asks for a name, an 11-digit phone and the message', () => {
    expect(checkMessage({ name: ' ', phone: '', content: '' })).toEqual({
      name: { code: 'required' },
      phone: { code: 'required' },
      content: { code: 'required' },
    });
    expect(checkMessage({ name: '王先生', phone: '1380013800', content: '合作' })).toEqual({ phone: { code: 'phone' } });
    expect(checkMessage({ name: '王先生', phone: '13800138000', content: '合作' })).toEqual({});
  });

  it('keeps the lengths the server accepts', () => {
    expect(checkMessage({ name: '王'.repeat(21), phone: '13800138000', content: '字'.repeat(501) })).toEqual({
      name: { code: 'tooLong', max: 20 },
      content: { code: 'tooLong', max: 500 },
    });
  });
});

describe('the teacher application', () => {
  it('needs only a name and a phone; the rest is optional but limited', () => {
    const empty = { subject: '', gradeName: '', experience: '', intro: '' };
    expect(checkTeacher({ name: '周老师', phone: '13911112222', ...empty })).toEqual({});
    expect(checkTeacher({ name: '', phone: '139', ...empty, intro: '字'.repeat(1001) })).toEqual({
      name: { code: 'required' },
      phone: { code: 'phone' },
      intro: { code: 'tooLong', max: 1000 },
    });
  });
});

describe('the feedback form', () => {
  const valid = { type: '课程内容', content: '视频没有声音', contact: '', captcha: 'ab12' };

  it('asks for a kind, a description and the captcha; the contact is optional', () => {
    expect(checkFeedback(valid)).toEqual({});
    expect(checkFeedback({ type: '', content: '', contact: '', captcha: '' })).toEqual({
      type: { code: 'type' },
      content: { code: 'required' },
      captcha: { code: 'captcha' },
    });
  });

  it('takes a phone or an email as the contact, nothing else', () => {
    expect(checkFeedback({ ...valid, contact: '13800138000' })).toEqual({});
    expect(checkFeedback({ ...valid, contact: 'mama@example.cn' })).toEqual({});
    expect(checkFeedback({ ...valid, contact: '微信 abc' })).toEqual({ contact: { code: 'contact' } });
  });
});

describe('files chosen for upload', () => {
  it('are refused before uploading when too big or of another type', () => {
    expect(fileProblem({ size: 6 * 1024 * 1024, type: 'image/png' }, IMAGE_TYPES)).toBe('tooBig');
    expect(fileProblem({ size: 1000, type: 'application/pdf' }, IMAGE_TYPES)).toBe('wrongType');
    expect(fileProblem({ size: 1000, type: 'image/jpeg' }, IMAGE_TYPES)).toBeNull();
  });
});
