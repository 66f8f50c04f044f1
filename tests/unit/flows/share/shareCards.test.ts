import { describe, expect, it } from 'vitest';
import { courseShareCard, shareContent, tutorShareCard } from '@/flows/share';

const at = (path: string) => ({ origin: 'https://www.example.com', href: `https://www.example.com${path}` });

describe('share cards', () => {
  it("makes a course's card of its title, subtitle and cover, linking the page without its hash", () => {
    const card = courseShareCard({
      title: '初二数学·几何证明',
      subtitle: '从全等到相似',
      teacherName: '王老师',
      coverUrl: '/media/covers/7.jpg',
    });
    expect(shareContent(card, at('/course/chapter?courseId=7#reviews'))).toEqual({
      title: '初二数学·几何证明',
      desc: '从全等到相似',
      link: 'https://www.example.com/course/chapter?courseId=7',
      imgUrl: 'https://www.example.com/media/covers/7.jpg',
    });
  });

  it('describes a course without a subtitle by its teacher and keeps an absolute cover as it is', () => {
    const card = courseShareCard({
      title: '高一物理',
      subtitle: '  ',
      teacherName: '李老师',
      coverUrl: 'https://cdn.example.com/c.png',
    });
    expect(card.desc).toBe('李老师');
    expect(shareContent(card, at('/m/course?courseId=8')).imgUrl).toBe('https://cdn.example.com/c.png');
  });

  it("makes a tutor's card of their name, school and major, and photo", () => {
    const card = tutorShareCard({ name: '林知远', school: '北京大学', major: '数学与应用数学', photoUrl: '/media/tutors/1.jpg' });
    expect(shareContent(card, at('/smarter/detail?id=1'))).toEqual({
      title: '林知远',
      desc: '北京大学 · 数学与应用数学',
      link: 'https://www.example.com/smarter/detail?id=1',
      imgUrl: 'https://www.example.com/media/tutors/1.jpg',
    });
  });

  it('keeps the share id in the link of a shared order', () => {
    const card = { title: '请帮我支付《初二数学》', desc: '订单金额 ¥199.00', image: '/media/covers/7.jpg' };
    expect(shareContent(card, at('/m/order-detail-share?shareId=abc123')).link).toBe(
      'https://www.example.com/m/order-detail-share?shareId=abc123',
    );
  });

  it("links a campaign's first step and shows the site's picture when the card has none", () => {
    const card = { title: '绑定家长', desc: '验证学生手机号', path: '/parentCode/bindPhoneCode' };
    expect(shareContent(card, at('/parentCode/choiceRelationship'))).toEqual({
      title: '绑定家长',
      desc: '验证学生手机号',
      link: 'https://www.example.com/parentCode/bindPhoneCode',
      imgUrl: 'https://www.example.com/share-card.jpg',
    });
  });
});
