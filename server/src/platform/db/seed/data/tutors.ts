import { gradeByLevel } from './grades';
import type { SubjectCode, Tutor } from './types';

interface TutorRow {
  name: string;
  gender: 'male' | 'female';
  school: string;
  major: string;
  gradeLevel: number;
  subject: SubjectCode;
  achievements: string[];
  intro: string;
}

const rows: TutorRow[] = [
  {
    name: '林知远',
    gender: 'male',
    school: '北京大学',
    major: '数学科学学院 数学与应用数学',
    gradeLevel: 12,
    subject: 'math',
    achievements: ['2023年高考数学150分满分', '全国高中数学联赛一等奖', '北京大学“数学英才班”成员'],
    intro:
      '高中三年坚持整理错题本，总结出“一题三问”复盘法：这题考什么、我卡在哪、下次怎么避免。擅长导数与圆锥曲线压轴题，讲题节奏慢、思路清，最喜欢陪学弟学妹把难题拆成小台阶。',
  },
  {
    name: '苏婉清',
    gender: 'female',
    school: '清华大学',
    major: '建筑学院 建筑学',
    gradeLevel: 10,
    subject: 'physics',
    achievements: ['2023年高考物理98分（满分100）', '全国中学生物理竞赛省级一等奖', '清华大学新生奖学金'],
    intro:
      '刚上高一时物理只能考六十多分，后来学会画受力图、写过程式，一年后稳定在年级前十。特别理解高一同学从初中物理过渡的困惑，擅长用生活例子讲清牛顿定律。',
  },
  {
    name: '周子墨',
    gender: 'male',
    school: '复旦大学',
    major: '中国语言文学系 汉语言文学',
    gradeLevel: 12,
    subject: 'chinese',
    achievements: ['2023年高考语文141分', '高考作文获评当地一类上', '全国中学生作文大赛一等奖'],
    intro:
      '从小爱读书，高中三年读完一百多本书，积累了上千条作文素材。擅长任务驱动型作文审题和议论文结构搭建，会手把手帮你修改作文，把“想说的话”变成“得分的话”。',
  },
  {
    name: '陈语桐',
    gender: 'female',
    school: '上海交通大学',
    major: '电子信息与电气工程学院 计算机科学与技术',
    gradeLevel: 11,
    subject: 'coding',
    achievements: ['NOI全国青少年信息学奥林匹克竞赛银牌', 'CSP-S提高组一等奖', '上海交通大学ACM班成员'],
    intro:
      '初一开始学编程，高二获得NOI银牌。擅长用画图的方式讲解递归、搜索和动态规划，帮助零基础同学建立算法思维，也能陪竞赛生刷题复盘。',
  },
  {
    name: '王一帆',
    gender: 'male',
    school: '浙江大学',
    major: '竺可桢学院 工科试验班',
    gradeLevel: 9,
    subject: 'math',
    achievements: ['2020年中考数学120分满分', '2023年高考数学146分', '浙江省数学竞赛一等奖'],
    intro:
      '初三时总结了二次函数压轴题的五类模型，帮助同桌数学从90分提高到112分。讲题风格干脆利落，喜欢先让你自己说思路，再一起找关键一步。',
  },
  {
    name: '李沐阳',
    gender: 'male',
    school: '中国科学技术大学',
    major: '少年班学院',
    gradeLevel: 11,
    subject: 'physics',
    achievements: ['全国中学生物理竞赛决赛银牌', '2023年高考物理满分', '中国科大少年班录取'],
    intro:
      '对电磁学有浓厚兴趣，高中时自制过电磁炮模型。擅长电磁感应与带电粒子运动的综合题，会用动画式的讲解帮你把看不见的场“画出来”。',
  },
  {
    name: '赵欣然',
    gender: 'female',
    school: '北京外国语大学',
    major: '英语学院 英语语言文学',
    gradeLevel: 12,
    subject: 'english',
    achievements: ['2023年高考英语148分', '全国中学生英语能力竞赛特等奖', '雅思总分8.0'],
    intro:
      '英语学习的秘诀是“每天一篇精读、一段跟读、一段写作”。擅长读后续写和七选五，整理了一本三万字的高分语料笔记，愿意毫无保留地分享。',
  },
  {
    name: '孙嘉禾',
    gender: 'female',
    school: '南京大学',
    major: '化学化工学院 化学',
    gradeLevel: 11,
    subject: 'chemistry',
    achievements: ['全国高中学生化学竞赛省级一等奖', '2023年高考化学97分（满分100）', '南京大学“匡亚明学院”录取'],
    intro: '把有机化学的官能团整理成一张“性质地图”，推断题再也不慌。讲课喜欢从实验现象出发，让抽象的反应方程式变得有画面感。',
  },
  {
    name: '吴浩宇',
    gender: 'male',
    school: '清华大学',
    major: '自动化系',
    gradeLevel: 8,
    subject: 'physics',
    achievements: ['2019年中考物理满分', '2022年高考理科综合289分', '全国青少年科技创新大赛二等奖'],
    intro:
      '初二开始接触物理就爱上了做实验，家里的小实验台是最常待的地方。擅长光学和力学入门，会用身边的小物件演示原理，让初学者一听就懂。',
  },
  {
    name: '郑雨萱',
    gender: 'female',
    school: '武汉大学',
    major: '生命科学学院 生物科学',
    gradeLevel: 11,
    subject: 'biology',
    achievements: ['全国中学生生物学联赛省级一等奖', '2023年高考生物96分（满分100）', '武汉大学弘毅学堂录取'],
    intro:
      '遗传题曾是最大的短板，后来用“画遗传图解+列配子表”的方法彻底攻克。擅长遗传规律和基因表达，讲解耐心，会反复确认你真的听懂了。',
  },
  {
    name: '黄思齐',
    gender: 'male',
    school: '中国人民大学',
    major: '历史学院 历史学',
    gradeLevel: 12,
    subject: 'history',
    achievements: ['2023年高考历史96分（满分100）', '全国中学生历史知识竞赛一等奖'],
    intro:
      '喜欢把历史事件放进时间轴和地图里理解。擅长材料解析题与历史小论文，总结了“观点—史实—结论”三段式答题法，帮助学弟学妹稳定拿分。',
  },
  {
    name: '刘可馨',
    gender: 'female',
    school: '北京师范大学',
    major: '地理科学学部 地理科学',
    gradeLevel: 12,
    subject: 'geography',
    achievements: ['2023年高考地理97分（满分100）', '全国中学生地理奥林匹克竞赛银奖'],
    intro:
      '地理学习离不开画图，大气环流、洋流分布都能徒手画出来。擅长区域综合题，会带你从“读图—找信息—套原理”一步步写出完整答案。',
  },
  {
    name: '杨书瑶',
    gender: 'female',
    school: '中国政法大学',
    major: '法学院 法学',
    gradeLevel: 12,
    subject: 'politics',
    achievements: ['2023年高考政治95分（满分100）', '全国中学生模拟法庭大赛最佳辩手'],
    intro:
      '政治主观题的关键是“读懂设问、对应教材、组织语言”。擅长哲学原理与时政热点分析，整理了全套主观题答题模板，帮助同学把知识转化成分数。',
  },
  {
    name: '何俊杰',
    gender: 'male',
    school: '哈尔滨工业大学',
    major: '航天学院 飞行器设计与工程',
    gradeLevel: 9,
    subject: 'physics',
    achievements: ['2020年中考物理满分', '2023年高考物理95分', '全国青少年航天创新大赛一等奖'],
    intro:
      '初三时电学是全班最头疼的部分，他用“先画电路、再标已知、最后列式”的三步法帮助小组同学全部过关。讲课稳扎稳打，适合基础一般的同学。',
  },
  {
    name: '许安然',
    gender: 'female',
    school: '华东师范大学',
    major: '教育学部 小学教育',
    gradeLevel: 5,
    subject: 'math',
    achievements: ['2019年高考数学141分', '上海市优秀大学生志愿者', '华东师范大学师范生技能大赛一等奖'],
    intro:
      '立志成为一名小学数学老师，擅长用画图、摆小棒的方法讲分数和方程。说话温柔有耐心，很受小学生欢迎，也会给家长提供陪伴学习的小建议。',
  },
  {
    name: '高子涵',
    gender: 'male',
    school: '西安交通大学',
    major: '钱学森学院 少年班',
    gradeLevel: 10,
    subject: 'math',
    achievements: ['西安交通大学少年班录取', '全国高中数学联赛省级一等奖', '2022年中考数学满分'],
    intro: '15岁考入西安交大少年班。深知初高中数学衔接的难点，擅长函数概念与性质，会用大量图像帮你理解定义域、单调性和奇偶性。',
  },
  {
    name: '冯一诺',
    gender: 'female',
    school: '南开大学',
    major: '文学院 汉语言文学',
    gradeLevel: 8,
    subject: 'chinese',
    achievements: ['2020年中考语文114分（满分120）', '全国中小学生古诗词大会省赛冠军'],
    intro: '从小背诵古诗词，对文言文有独特的语感。擅长文言实词积累与翻译，会把课内文言文整理成“一字一解”的卡片，让背诵更有效率。',
  },
  {
    name: '邓浩然',
    gender: 'male',
    school: '同济大学',
    major: '土木工程学院 土木工程',
    gradeLevel: 9,
    subject: 'chemistry',
    achievements: ['2020年中考化学满分', '2023年高考化学94分', '同济大学优秀新生奖学金'],
    intro:
      '初三才开始学化学，却在半年内成为年级第一。总结了酸碱盐的“离子共存口诀”和推断题“突破口清单”，帮助刚入门的同学少走弯路。',
  },
  {
    name: '谢雨晴',
    gender: 'female',
    school: '厦门大学',
    major: '外文学院 英语',
    gradeLevel: 8,
    subject: 'english',
    achievements: ['2020年中考英语119分（满分120）', '全国中学生英语演讲比赛二等奖'],
    intro: '初中阶段坚持每天听写和朗读，英语成绩一直稳定在满分附近。擅长阅读理解和完形填空，会教你如何在文章里快速找到定位词。',
  },
  {
    name: '罗嘉懿',
    gender: 'female',
    school: '四川大学',
    major: '华西基础医学与法医学院 临床医学',
    gradeLevel: 7,
    subject: 'biology',
    achievements: ['2020年中考生物地理满分', '2023年高考理科综合281分', '全国青少年生物与环境科学实践活动一等奖'],
    intro: '从小喜欢观察小动物和植物，初一就用显微镜观察了上百种标本。擅长细胞结构与生物体结构层次，会用手绘图让知识点一目了然。',
  },
  {
    name: '唐明轩',
    gender: 'male',
    school: '中山大学',
    major: '岭南学院 经济学',
    gradeLevel: 7,
    subject: 'history',
    achievements: ['2020年中考历史满分', '全国中学生历史剧本创作大赛一等奖'],
    intro: '把历史故事讲得像评书一样有趣是他的拿手好戏。擅长中国古代史的时间线梳理，帮助初一同学建立“朝代—人物—事件”的知识框架。',
  },
  {
    name: '韩思远',
    gender: 'male',
    school: '北京航空航天大学',
    major: '计算机学院 软件工程',
    gradeLevel: 6,
    subject: 'coding',
    achievements: ['全国青少年信息学奥林匹克联赛（NOIP）一等奖', '全国青少年人工智能创新挑战赛一等奖'],
    intro:
      '小学五年级开始学Scratch，初中转向Python和C++。擅长少儿编程启蒙，会设计有趣的小游戏项目，让孩子在“做出来”的成就感中爱上编程。',
  },
  {
    name: '曹文静',
    gender: 'female',
    school: '南京师范大学',
    major: '文学院 汉语言文学（师范）',
    gradeLevel: 3,
    subject: 'chinese',
    achievements: ['2019年高考语文136分', '江苏省师范生教学基本功大赛一等奖'],
    intro: '擅长小学阅读和写话启蒙，会用绘本和生活小故事引导孩子表达。讲话亲切，会把每个孩子的小进步都及时告诉家长。',
  },
  {
    name: '彭宇航',
    gender: 'male',
    school: '华中科技大学',
    major: '电气与电子工程学院',
    gradeLevel: 12,
    subject: 'physics',
    achievements: ['2023年高考物理满分', '湖北省高考理科前100名', '全国中学生物理竞赛省级二等奖'],
    intro:
      '高三一年刷完了近十年全国卷物理真题，对力学综合与多过程问题有系统的解题框架。适合冲刺高分的同学，讲解注重规范书写和时间分配。',
  },
];

export const tutors: Tutor[] = rows.map((row, index) => ({
  code: `tutor-${String(index + 1).padStart(2, '0')}`,
  ...row,
  gradeName: gradeByLevel(row.gradeLevel).name,
  photoPath: `avatars/tutor-${String(index + 1).padStart(2, '0')}.webp`,
  sortOrder: index + 1,
}));
