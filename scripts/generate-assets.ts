/**
 * Writes every image and video the demo content refers to into server/assets/.
 * Run: npx tsx scripts/generate-assets.ts [--force-video]
 * SVG and PNG output is deterministic, so re-running leaves the committed files unchanged;
 * the video is only re-encoded when missing or when --force-video is given.
 *
 * Content pictures (covers, banners, portraits, article pictures) are drawn as SVG and shipped as WebP drawn
 * from it by Chromium: a browser lays out every SVG picture as a document of its own on the main thread (with
 * Chinese text, 100–200 ms each on a mid-range phone, the longest task of a first visit), while a WebP is
 * decoded off it. The SVG stays beside it as the source. A WebP is drawn again only when its SVG changed
 * or it is missing, so another Chromium does not rewrite the committed pictures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import QRCode from 'qrcode';
import {
  ABOUT_TEAM_PICTURE_PATH,
  advisers,
  banners,
  courses,
  DEFAULT_AVATAR_PATH,
  DEFAULT_IMAGE_PATH,
  demoStudent,
  ERROR_IMAGE_PATH,
  evaluationAccount,
  gradeByLevel,
  newsArticles,
  newsCategories,
  officialAccount,
  SAMPLE_POSTER_PATH,
  LESSON_VIDEO_FILES,
  LESSON_VIDEO_SECONDS,
  SHORT_CLIP_FILES,
  subjectByCode,
  tutors,
  type Course,
  type NewsArticle,
  type NewsCategoryCode,
  type SubjectCode,
} from '../server/src/platform/db/seed/data/index';
import { allCourseTeachers, teacherPhotoPath } from '../server/src/platform/db/seed/data/course-teachers';
import { illustrationPath } from '../server/src/platform/db/seed/data/news/build';
import { businessLicence, salesLicence, type Licence } from '../server/src/platform/db/seed/data/pages/licences';
import { SEASON_BANNER_SUBTITLE, SEASON_DEFINITIONS } from '../server/src/modules/catalog/seasons';

const ASSETS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../server/assets');
const FONT = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function write(relativePath: string, content: string | Buffer): void {
  const target = join(ASSETS_DIR, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** WebP pictures to draw from their SVG source: the path of the WebP and the SVG's text. */
const pictures: { path: string; svg: string }[] = [];
const WEBP_QUALITY = 0.82;

/** A content picture: its SVG source beside it, and the WebP (the path given) drawn from it at the end. */
function picture(webpPath: string, source: string): void {
  if (!webpPath.endsWith('.webp')) throw new Error(`${webpPath}: content pictures are shipped as WebP`);
  const svgPath = webpPath.replace(/\.webp$/, '.svg');
  const unchanged = existsSync(join(ASSETS_DIR, svgPath)) && readFileSync(join(ASSETS_DIR, svgPath), 'utf8') === source;
  write(svgPath, source);
  if (!unchanged || !existsSync(join(ASSETS_DIR, webpPath))) pictures.push({ path: webpPath, svg: source });
}

/** Draws each queued SVG at its own size on a canvas in Chromium (CJK fonts from fonts-noto-cjk) and saves it. */
async function drawPictures(): Promise<void> {
  if (pictures.length === 0) return;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    for (const { path, svg: source } of pictures) {
      const dataUrl = await page.evaluate(
        async ({ source, quality }) => {
          const image = new Image();
          image.src = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          canvas.getContext('2d')!.drawImage(image, 0, 0);
          return canvas.toDataURL('image/webp', quality);
        },
        { source, quality: WEBP_QUALITY },
      );
      write(path, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
  } finally {
    await browser.close();
  }
}

function svg(width: number, height: number, label: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function linearGradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="#fff" ${extra}>${escapeXml(content)}</text>`;
}

/** Visual width in em: CJK glyphs are one em wide, Latin glyphs about half. */
function emWidth(content: string): number {
  let width = 0;
  for (const ch of content) width += ch.charCodeAt(0) > 0x2e80 ? 1 : 0.56;
  return width;
}

/** Breaks `content` into lines no wider than `maxEm`, at most `maxLines` (the last one ellipsised). */
function wrap(content: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const ch of content) {
    if (emWidth(current + ch) > maxEm) {
      lines.push(current);
      current = '';
    }
    current += ch;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, -1)}…`;
  return kept;
}

// ───────────────────────── subject motifs (drawn in a 200×200 box, white strokes) ─────────────────────────

function stroke(width = 6): string {
  return `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
}

const SUBJECT_MOTIFS: Record<SubjectCode, string> = {
  math: [
    `<path d="M20 180 L20 20 M20 180 L190 180" ${stroke()}/>`,
    `<path d="M40 40 Q100 260 170 40" ${stroke()}/>`,
    `<path d="M120 150 L180 150 L120 90 Z" ${stroke()}/>`,
    `<circle cx="70" cy="120" r="28" ${stroke()}/>`,
  ].join(''),
  chinese: [
    `<path d="M100 20 C40 20 16 80 30 130 C46 186 150 196 178 130 C196 86 168 40 120 36" ${stroke(10)}/>`,
    `<text x="100" y="132" text-anchor="middle" font-family="${FONT}" font-size="88" font-weight="700" fill="#fff">文</text>`,
  ].join(''),
  english: [
    `<path d="M10 30 H130 Q140 30 140 40 V100 Q140 110 130 110 H60 L34 132 V110 H20 Q10 110 10 100 Z" ${stroke()}/>`,
    `<path d="M70 120 H180 Q190 120 190 130 V180 Q190 190 180 190 H170 V210 L150 190 H80 Q70 190 70 180 Z" ${stroke()}/>`,
    `<text x="75" y="88" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">Aa</text>`,
    `<text x="130" y="170" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff">ABC</text>`,
  ].join(''),
  physics: [
    `<ellipse cx="100" cy="100" rx="90" ry="34" ${stroke()}/>`,
    `<ellipse cx="100" cy="100" rx="90" ry="34" transform="rotate(60 100 100)" ${stroke()}/>`,
    `<ellipse cx="100" cy="100" rx="90" ry="34" transform="rotate(-60 100 100)" ${stroke()}/>`,
    '<circle cx="100" cy="100" r="14" fill="#fff"/>',
  ].join(''),
  chemistry: [
    `<path d="M70 20 H130 M82 20 V80 L30 176 Q26 190 42 190 H158 Q174 190 170 176 L118 80 V20" ${stroke()}/>`,
    `<path d="M50 140 H150" ${stroke()}/>`,
    '<circle cx="86" cy="162" r="8" fill="#fff"/><circle cx="118" cy="152" r="6" fill="#fff"/><circle cx="104" cy="174" r="5" fill="#fff"/>',
    `<path d="M160 30 l20 12 v24 l-20 12 l-20 -12 v-24 Z" ${stroke(4)}/>`,
  ].join(''),
  biology: [
    `<path d="M40 10 C140 60 -40 140 60 190 M140 10 C40 60 220 140 120 190" ${stroke()}/>`,
    `<path d="M62 40 H118 M58 100 H122 M66 160 H114" ${stroke(4)}/>`,
    `<path d="M150 120 C200 110 200 180 150 190 C130 160 130 140 150 120 Z M150 190 L180 140" ${stroke(4)}/>`,
  ].join(''),
  history: [
    `<path d="M20 40 H180 M30 40 V30 H170 V40 M20 180 H180 M30 180 V190 H170 V180" ${stroke()}/>`,
    `<path d="M50 48 V172 M100 48 V172 M150 48 V172" ${stroke(12)}/>`,
    `<path d="M30 20 L100 -10 L170 20" ${stroke()}/>`,
  ].join(''),
  geography: [
    `<circle cx="100" cy="100" r="88" ${stroke()}/>`,
    `<ellipse cx="100" cy="100" rx="40" ry="88" ${stroke(4)}/>`,
    `<path d="M12 100 H188 M26 56 H174 M26 144 H174 M100 12 V188" ${stroke(4)}/>`,
    '<path d="M60 60 C80 50 96 70 90 86 C84 100 60 96 56 80 Z M120 110 C140 104 156 120 150 140 C140 156 120 150 118 132 Z" fill="#fff" opacity="0.8"/>',
  ].join(''),
  politics: [
    '<path d="M100 10 L122 72 L188 72 L134 110 L154 174 L100 136 L46 174 L66 110 L12 72 L78 72 Z" fill="#fff" opacity="0.9"/>',
    `<path d="M30 196 H170" ${stroke()}/>`,
  ].join(''),
  coding: [
    `<rect x="10" y="20" width="180" height="150" rx="14" ${stroke()}/>`,
    `<path d="M10 52 H190" ${stroke(4)}/>`,
    '<circle cx="32" cy="36" r="6" fill="#fff"/><circle cx="52" cy="36" r="6" fill="#fff"/><circle cx="72" cy="36" r="6" fill="#fff"/>',
    `<path d="M70 90 L44 114 L70 138 M130 90 L156 114 L130 138 M110 84 L90 144" ${stroke()}/>`,
  ].join(''),
};

function courseLabel(course: Course): { topic: string; kind: string; badge: string } {
  const match = /^(.+?)《(.+)》(.+)$/.exec(course.title);
  const grade = gradeByLevel(course.gradeLevel);
  return match
    ? { badge: match[1] ?? grade.name, topic: match[2] ?? course.title, kind: match[3] ?? '' }
    : { badge: grade.name, topic: course.title, kind: '' };
}

/** Two balanced lines, breaking before a parenthesis when there is one. */
function splitTopic(topic: string): string[] {
  const paren = topic.indexOf('（');
  if (paren > 0) return [topic.slice(0, paren), topic.slice(paren)];
  return wrap(topic, Math.ceil(emWidth(topic) / 2), 2);
}

function courseCover(course: Course): string {
  const [from, to] = subjectByCode(course.subject).colors;
  const { topic, kind, badge } = courseLabel(course);
  const classCount = course.chapters.reduce((sum, chapter) => sum + chapter.classes.length, 0);
  // Long topics take two lines so the text never runs under the subject motif on the right.
  const topicLines = emWidth(topic) <= 7 ? [topic] : splitTopic(topic);
  const longest = Math.max(...topicLines.map(emWidth));
  const topicSize = Math.min(topicLines.length === 1 ? 60 : 46, Math.floor(370 / longest));
  const kindY = topicLines.length === 1 ? 230 : 252;
  const badgeWidth = Math.round(emWidth(badge) * 22 + 32);
  const footer = course.price === 0 ? `免费课程 · ${classCount}讲` : `${course.teacherName}老师 · ${classCount}讲`;
  return svg(
    640,
    360,
    course.title,
    [
      linearGradient('bg', from, to),
      '<rect width="640" height="360" fill="url(#bg)"/>',
      '<circle cx="590" cy="20" r="170" fill="#fff" opacity="0.08"/>',
      '<circle cx="80" cy="380" r="120" fill="#fff" opacity="0.06"/>',
      `<g transform="translate(420 120)" opacity="0.35">${SUBJECT_MOTIFS[course.subject]}</g>`,
      `<rect x="36" y="32" width="${badgeWidth}" height="40" rx="20" fill="#fff" opacity="0.22"/>`,
      text(52, 59, 22, badge, 'font-weight="600"'),
      ...topicLines.map((line, i) =>
        text(36, (topicLines.length === 1 ? 176 : 150) + i * 56, topicSize, line, 'font-weight="700"'),
      ),
      text(38, kindY, 28, kind, 'opacity="0.92"'),
      '<rect x="36" y="286" width="4" height="32" rx="2" fill="#fff" opacity="0.8"/>',
      text(52, 310, 20, footer, 'opacity="0.9"'),
    ].join('\n'),
  );
}

// ───────────────────────── avatars ─────────────────────────

const AVATAR_COLORS: [string, string][] = [
  ['#5B8CFF', '#3A5BD9'],
  ['#FF8A65', '#E8505B'],
  ['#4DB6AC', '#00897B'],
  ['#BA68C8', '#7B5CFA'],
  ['#FFB74D', '#F57C00'],
  ['#64B5F6', '#1E88E5'],
  ['#81C784', '#2E9E4F'],
  ['#F06292', '#C2185B'],
  ['#9575CD', '#512DA8'],
  ['#4FC3F7', '#0288D1'],
  ['#A1887F', '#6D4C41'],
  ['#FF7043', '#D84315'],
];

function avatar(name: string, index: number): string {
  const colors = AVATAR_COLORS[index % AVATAR_COLORS.length] ?? ['#5B8CFF', '#3A5BD9'];
  const initial = [...name][0] ?? '学';
  const ringOffset = (index * 37) % 360;
  return svg(
    200,
    200,
    name,
    [
      linearGradient('bg', colors[0], colors[1]),
      '<circle cx="100" cy="100" r="100" fill="url(#bg)"/>',
      `<circle cx="100" cy="100" r="84" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="40 14" opacity="0.35" transform="rotate(${ringOffset} 100 100)"/>`,
      text(100, 132, 92, initial, 'text-anchor="middle" font-weight="700"'),
    ].join('\n'),
  );
}

// ───────────────────────── portraits ─────────────────────────

/*
 * Tutors and teachers are shown as flat illustrated portraits, composed of shapes: no real faces, and no
 * initial on a disc (which read as a missing photo). Skin, hair, hairstyle, clothes, background and glasses
 * vary with the person's place in the list, so no two neighbours look alike.
 */
const PORTRAIT_SKINS: [string, string][] = [
  ['#F9D9C3', '#EBBF9F'],
  ['#F3C9A8', '#E0AA85'],
  ['#EDBE98', '#D79F74'],
  ['#FBE2CF', '#EDC6A8'],
  ['#E2AC84', '#C98E63'],
];
const PORTRAIT_HAIR = ['#2B2A33', '#3B2A22', '#1F2230', '#4A3228', '#2E2522'];
const PORTRAIT_CLOTHES: [string, string][] = [
  ['#2F6BFF', '#FFFFFF'],
  ['#1A9E6E', '#E8F8F1'],
  ['#FF9A2E', '#FFF6EB'],
  ['#7B5CFA', '#F1EDFF'],
  ['#E5383B', '#FFF0F0'],
  ['#0288D1', '#E1F3FC'],
  ['#434953', '#F0F2F5'],
];
const PORTRAIT_BACKGROUNDS = ['#DCE8FF', '#FFE7C7', '#D7F2E6', '#EDE6FF', '#FFE0E0', '#D9F1FB', '#FFF1C7'];
const INK = '#2B2F36';

type Gender = 'male' | 'female';
const MALE_HAIR = ['short', 'sidePart', 'quiff', 'crew'] as const;
const FEMALE_HAIR = ['bob', 'long', 'bun', 'ponytail'] as const;
type HairStyle = (typeof MALE_HAIR)[number] | (typeof FEMALE_HAIR)[number];

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

/** Hair behind the head (long styles), drawn before the face. */
function backHair(style: HairStyle, color: string): string {
  switch (style) {
    case 'long':
      return `<path d="M52 92 C48 44 76 28 100 28 C126 28 152 44 148 92 L154 168 C136 176 116 174 100 170 C84 174 64 176 46 168 Z" fill="${color}"/>`;
    case 'bob':
      return `<path d="M54 92 C50 46 76 30 100 30 C126 30 150 46 146 92 L148 128 C136 134 124 130 120 122 L80 122 C76 130 64 134 52 128 Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="100" cy="30" r="20" fill="${color}"/>`;
    case 'ponytail':
      return `<path d="M136 60 C170 70 172 120 150 150 C160 116 150 92 132 82 Z" fill="${color}"/>`;
    default:
      return '';
  }
}

/** Hair over the forehead, drawn after the face. */
function frontHair(style: HairStyle, color: string): string {
  switch (style) {
    case 'short':
      return `<path d="M60 86 C56 48 80 34 102 34 C126 34 146 50 140 88 C134 70 120 58 100 60 C82 60 68 68 60 86 Z" fill="${color}"/>`;
    case 'sidePart':
      return `<path d="M60 88 C54 46 82 32 104 34 C128 36 146 52 140 90 C136 74 128 64 114 58 C100 70 78 74 60 88 Z" fill="${color}"/>`;
    case 'quiff':
      return `<path d="M60 88 C56 56 70 38 88 32 C96 22 120 22 130 34 C146 46 146 70 140 88 C134 72 122 62 104 62 C86 62 70 70 60 88 Z" fill="${color}"/>`;
    case 'crew':
      return `<path d="M62 80 C62 52 80 40 100 40 C120 40 138 52 138 80 C130 68 118 62 100 62 C82 62 70 68 62 80 Z" fill="${color}"/>`;
    case 'bob':
    case 'long':
      return `<path d="M58 92 C56 52 78 36 100 36 C124 36 146 52 142 92 C132 80 124 66 118 58 C104 72 80 80 58 92 Z" fill="${color}"/>`;
    case 'bun':
    case 'ponytail':
      return `<path d="M60 90 C56 50 80 36 100 36 C122 36 146 50 140 90 C136 72 124 60 100 58 C80 60 66 70 60 90 Z" fill="${color}"/>`;
  }
}

function portrait(name: string, gender: Gender, index: number): string {
  const [skin, skinShade] = pick(PORTRAIT_SKINS, index * 3 + 1);
  const hair = pick(PORTRAIT_HAIR, index * 2);
  const [cloth, collar] = pick(PORTRAIT_CLOTHES, index);
  const background = pick(PORTRAIT_BACKGROUNDS, index * 5 + 2);
  const style: HairStyle = gender === 'male' ? pick(MALE_HAIR, index) : pick(FEMALE_HAIR, index);
  const glasses = index % 3 === 1;
  const eyes = glasses
    ? `<g fill="none" stroke="${INK}" stroke-width="3"><circle cx="84" cy="94" r="12"/><circle cx="116" cy="94" r="12"/><path d="M96 94 H104"/></g>`
    : '';
  return svg(
    200,
    200,
    name,
    [
      '<defs><clipPath id="disc"><circle cx="100" cy="100" r="100"/></clipPath></defs>',
      `<g clip-path="url(#disc)">`,
      `<rect width="200" height="200" fill="${background}"/>`,
      '<circle cx="160" cy="40" r="46" fill="#fff" opacity="0.35"/>',
      backHair(style, hair),
      `<path d="M28 206 C28 156 62 136 100 136 C138 136 172 156 172 206 Z" fill="${cloth}" data-part="clothes"/>`,
      `<path d="M82 137 L100 162 L118 137 Z" fill="${collar}"/>`,
      `<rect x="88" y="114" width="24" height="28" rx="10" fill="${skinShade}"/>`,
      `<circle cx="62" cy="94" r="9" fill="${skinShade}"/><circle cx="138" cy="94" r="9" fill="${skinShade}"/>`,
      `<ellipse cx="100" cy="90" rx="39" ry="44" fill="${skin}" data-part="face"/>`,
      frontHair(style, hair),
      `<path d="M76 80 Q84 76 92 80 M108 80 Q116 76 124 80" fill="none" stroke="${hair}" stroke-width="3.5" stroke-linecap="round"/>`,
      `<circle cx="84" cy="95" r="4.5" fill="${INK}"/><circle cx="116" cy="95" r="4.5" fill="${INK}"/>`,
      '<circle cx="85.5" cy="93.5" r="1.4" fill="#fff"/><circle cx="117.5" cy="93.5" r="1.4" fill="#fff"/>',
      eyes,
      `<ellipse cx="74" cy="108" rx="7" ry="4" fill="#FF8A80" opacity="0.35"/><ellipse cx="126" cy="108" rx="7" ry="4" fill="#FF8A80" opacity="0.35"/>`,
      `<path d="M100 98 Q97 106 101 108" fill="none" stroke="${skinShade}" stroke-width="2.5" stroke-linecap="round"/>`,
      `<path d="M89 115 Q100 124 111 115" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`,
      '</g>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function defaultAvatar(): string {
  return svg(
    200,
    200,
    '默认头像',
    [
      '<circle cx="100" cy="100" r="100" fill="#E6ECF5"/>',
      '<circle cx="100" cy="80" r="36" fill="#B8C4D6"/>',
      '<path d="M36 170 C48 126 152 126 164 170 C140 196 60 196 36 170 Z" fill="#B8C4D6"/>',
    ].join('\n'),
  );
}

// ───────────────────────── news ─────────────────────────

const CATEGORY_STYLE: Record<NewsCategoryCode, { colors: [string, string]; motif: string }> = {
  admission: {
    colors: ['#2F6BFF', '#22B8CF'],
    motif: `<path d="M100 30 L190 70 L100 110 L10 70 Z" fill="#fff"/><path d="M50 90 V140 C70 170 130 170 150 140 V90" ${stroke()}/><path d="M180 75 V140" ${stroke(4)}/><circle cx="180" cy="146" r="8" fill="#fff"/>`,
  },
  method: {
    colors: ['#F59F00', '#FF6B6B'],
    motif: `<path d="M100 20 C54 20 30 56 34 90 C38 120 66 132 70 160 H130 C134 132 162 120 166 90 C170 56 146 20 100 20 Z" ${stroke()}/><path d="M76 178 H124 M84 196 H116" ${stroke()}/><path d="M100 60 V120 M80 100 L100 120 L120 100" ${stroke(4)}/>`,
  },
  family: {
    colors: ['#E8505B', '#F9A26C'],
    motif: `<path d="M20 100 L100 30 L180 100 M40 84 V180 H160 V84" ${stroke()}/><path d="M100 164 C60 134 66 104 86 104 C96 104 100 112 100 116 C100 112 104 104 114 104 C134 104 140 134 100 164 Z" fill="#fff"/>`,
  },
  platform: {
    colors: ['#7B5CFA', '#3F7CF2'],
    motif: `<rect x="14" y="30" width="172" height="118" rx="12" ${stroke()}/><path d="M70 180 H130 M100 148 V180" ${stroke()}/><path d="M84 64 L130 89 L84 114 Z" fill="#fff"/>`,
  },
  policy: {
    colors: ['#1F7A5A', '#2E9E8F'],
    motif: `<path d="M40 14 H130 L164 48 V190 H40 Z M130 14 V48 H164" ${stroke()}/><path d="M62 84 H142 M62 112 H142 M62 140 H118" ${stroke(4)}/><circle cx="140" cy="166" r="18" fill="#fff"/>`,
  },
};

function categoryName(code: NewsCategoryCode): string {
  return newsCategories.find((c) => c.code === code)?.name ?? '';
}

function newsCover(article: NewsArticle): string {
  const style = CATEGORY_STYLE[article.category];
  const lines = wrap(article.title, 12, 3);
  const startY = 190 - (lines.length - 1) * 22;
  const label = categoryName(article.category);
  return svg(
    640,
    360,
    article.title,
    [
      linearGradient('bg', style.colors[0], style.colors[1]),
      '<rect width="640" height="360" fill="url(#bg)"/>',
      '<path d="M0 300 C160 250 320 350 640 280 V360 H0 Z" fill="#fff" opacity="0.10"/>',
      '<circle cx="600" cy="40" r="120" fill="#fff" opacity="0.08"/>',
      `<g transform="translate(440 90) scale(0.9)" opacity="0.4">${style.motif}</g>`,
      `<rect x="36" y="32" width="${Math.round(emWidth(label) * 20 + 32)}" height="38" rx="19" fill="#fff" opacity="0.24"/>`,
      text(52, 58, 20, label, 'font-weight="600"'),
      ...lines.map((line, i) => text(36, startY + i * 44, 34, line, 'font-weight="700"')),
      text(36, 322, 18, `${article.author} · ${article.publishedAt.slice(0, 10)}`, 'opacity="0.85"'),
    ].join('\n'),
  );
}

function newsIllustration(code: NewsCategoryCode): string {
  const style = CATEGORY_STYLE[code];
  const name = categoryName(code);
  return svg(
    800,
    400,
    `${name}配图`,
    [
      linearGradient('bg', style.colors[0], style.colors[1]),
      '<rect width="800" height="400" rx="24" fill="url(#bg)"/>',
      '<circle cx="130" cy="80" r="160" fill="#fff" opacity="0.08"/>',
      '<circle cx="720" cy="360" r="200" fill="#fff" opacity="0.08"/>',
      '<g opacity="0.18"><rect x="80" y="280" width="140" height="16" rx="8" fill="#fff"/><rect x="80" y="310" width="90" height="16" rx="8" fill="#fff"/></g>',
      `<g transform="translate(480 70) scale(1.4)" opacity="0.9">${style.motif}</g>`,
      text(80, 120, 44, name, 'font-weight="700"'),
      text(80, 168, 22, '学伴K12 · 陪伴每一次成长', 'opacity="0.85"'),
    ].join('\n'),
  );
}

// ───────────────────────── banners and site images ─────────────────────────

const BANNER_COLORS: [string, string][] = [
  ['#FF6B6B', '#F59F00'],
  ['#2F6BFF', '#5FC3FF'],
  ['#7B5CFA', '#E8505B'],
  ['#2E9E4F', '#22B8CF'],
];

function banner(title: string, subtitle: string, index: number): string {
  const colors = BANNER_COLORS[index % BANNER_COLORS.length] ?? ['#2F6BFF', '#5FC3FF'];
  return svg(
    1400,
    400,
    title,
    [
      linearGradient('bg', colors[0], colors[1]),
      '<rect width="1400" height="400" fill="url(#bg)"/>',
      '<circle cx="1180" cy="200" r="260" fill="#fff" opacity="0.10"/>',
      '<circle cx="1260" cy="90" r="90" fill="#fff" opacity="0.12"/>',
      '<circle cx="1040" cy="320" r="60" fill="#fff" opacity="0.14"/>',
      '<path d="M0 340 C300 280 600 400 1400 320 V400 H0 Z" fill="#fff" opacity="0.10"/>',
      text(120, 190, 68, title, 'font-weight="700"'),
      text(124, 256, 32, subtitle, 'opacity="0.92"'),
      '<rect x="124" y="290" width="180" height="52" rx="26" fill="#fff"/>',
      `<text x="214" y="324" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="600" fill="${colors[0]}">立即查看</text>`,
    ].join('\n'),
  );
}

function errorImage(): string {
  return svg(
    400,
    300,
    '图片加载失败',
    [
      '<rect width="400" height="300" fill="#F2F4F7"/>',
      '<g transform="translate(150 70)" fill="none" stroke="#B0B8C4" stroke-width="6" stroke-linejoin="round">',
      '<path d="M0 0 H100 V54 L78 40 L58 62 L40 48 L0 84 Z"/>',
      '<path d="M0 96 L40 60 L58 74 L78 52 L100 66 V110 H0 Z" transform="translate(0 10)"/>',
      '</g>',
      '<circle cx="176" cy="92" r="10" fill="#B0B8C4"/>',
      `<text x="200" y="240" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#8A94A6">图片加载失败</text>`,
    ].join('\n'),
  );
}

function defaultImage(): string {
  return svg(
    400,
    300,
    '学伴K12',
    [
      linearGradient('bg', '#EEF3FF', '#F7F9FC'),
      '<rect width="400" height="300" fill="url(#bg)"/>',
      '<rect x="150" y="80" width="100" height="80" rx="10" fill="none" stroke="#A8B8DA" stroke-width="6"/>',
      '<path d="M160 148 L190 118 L210 136 L226 122 L240 148 Z" fill="#A8B8DA"/>',
      '<circle cx="222" cy="102" r="8" fill="#A8B8DA"/>',
      `<text x="200" y="220" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="600" fill="#7D8FB3">学伴K12</text>`,
    ].join('\n'),
  );
}

function aboutTeamImage(): string {
  const people = [
    { x: 160, color: '#5B8CFF' },
    { x: 300, color: '#FF8A65' },
    { x: 440, color: '#4DB6AC' },
    { x: 580, color: '#BA68C8' },
  ];
  return svg(
    800,
    360,
    '学伴教研团队',
    [
      linearGradient('bg', '#EEF3FF', '#FFF4EC'),
      '<rect width="800" height="360" rx="24" fill="url(#bg)"/>',
      '<rect x="100" y="60" width="600" height="130" rx="16" fill="#fff" opacity="0.8"/>',
      '<path d="M140 160 L220 110 L300 140 L380 90 L460 120 L540 80 L660 100" fill="none" stroke="#2F6BFF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
      ...people.map(
        (p) =>
          `<circle cx="${p.x}" cy="236" r="34" fill="${p.color}"/><path d="M${p.x - 56} 336 C${p.x - 50} 280 ${p.x + 50} 280 ${p.x + 56} 336 Z" fill="${p.color}"/>`,
      ),
    ].join('\n'),
  );
}

/** Licence pictures share one size, which the pages' image tags reserve. */
const LICENCE_HEIGHT = 900;

/** A licence certificate as pinned up in an office: red seal, national-emblem-like crest, printed fields. */
function licenceImage(licence: Licence): string {
  const rows = licence.fields.flatMap(([label, value]) =>
    wrap(value, 30, 3).map((line, i) => [i === 0 ? label : '', line] as const),
  );
  let y = 250;
  const lines = rows.map(([label, value]) => {
    y += 38;
    return [
      label ? `<text x="110" y="${y}" font-family="${FONT}" font-size="22" fill="#5C4A2E">${escapeXml(label)}</text>` : '',
      `<text x="330" y="${y}" font-family="${FONT}" font-size="22" fill="#2B2B2B">${escapeXml(value)}</text>`,
    ].join('');
  });
  // The seal sits under the last line, at the right, where nothing is printed.
  const height = Math.max(LICENCE_HEIGHT, y + 200);
  return svg(
    1000,
    height,
    licence.title,
    [
      `<rect width="1000" height="${height}" fill="#FBF6EA"/>`,
      `<rect x="24" y="24" width="952" height="${height - 48}" fill="none" stroke="#C7A15A" stroke-width="6"/>`,
      `<rect x="40" y="40" width="920" height="${height - 80}" fill="none" stroke="#C7A15A" stroke-width="2"/>`,
      '<circle cx="500" cy="120" r="46" fill="none" stroke="#C8102E" stroke-width="6"/>',
      '<path d="M500 88 L510 112 L536 112 L515 128 L523 152 L500 137 L477 152 L485 128 L464 112 L490 112 Z" fill="#C8102E"/>',
      `<text x="500" y="222" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#8A1C1C" letter-spacing="12">${escapeXml(licence.title)}</text>`,
      ...lines,
      `<circle cx="800" cy="${y + 90}" r="70" fill="none" stroke="#D62A2A" stroke-width="5" opacity="0.8"/>`,
      `<text x="800" y="${y + 98}" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#D62A2A" opacity="0.85">登记专用章</text>`,
    ].join('\n'),
  );
}

// ───────────────────────── QR codes and video ─────────────────────────

async function writeQr(relativePath: string, content: string): Promise<void> {
  const buffer = await QRCode.toBuffer(content, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
    color: { dark: '#1F2937', light: '#FFFFFF' },
  });
  write(relativePath, buffer);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.error) throw new Error(`无法运行 ${command}：${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} 失败：${result.stderr.toString().slice(-800)}`);
}

/** CJK font for the lesson captions (Debian's fonts-noto-cjk). */
const CAPTION_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const MEDIA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../server/media');

/**
 * H.264 + AAC plays in every browser. Lesson clips are tiny on purpose (low resolution, high CRF, mono
 * 12 kb/s audio): they stand in for real lessons and live in the repository. One encoder thread keeps
 * the output byte-identical between runs.
 */
function clipArgs(source: string, toneHz: number, seconds: number, caption: string | null): string[] {
  const captionFilter = caption
    ? [
        '-vf',
        `drawtext=text='${caption} %{pts\\:hms}':fontfile=${CAPTION_FONT}:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.5:x=8:y=8`,
      ]
    : [];
  return [
    ...['-f', 'lavfi', '-i', source, '-f', 'lavfi', '-i', `sine=frequency=${toneHz}:sample_rate=22050`],
    ...['-t', String(seconds), ...captionFilter],
    ...'-c:v libx264 -threads 1 -preset veryslow -crf 40 -pix_fmt yuv420p -g 24 -c:a aac -b:a 12k -ac 1'.split(' '),
    ...'-movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact'.split(' '),
  ];
}

function writeVideo(force: boolean): void {
  const lessonSources = ['testsrc=size=256x144:rate=12', 'smptebars=size=256x144:rate=12', 'mandelbrot=size=256x144:rate=12'];
  LESSON_VIDEO_FILES.forEach((file, index) => {
    const target = join(MEDIA_DIR, 'video', file);
    mkdirSync(dirname(target), { recursive: true });
    if (force || !existsSync(target)) {
      const args = clipArgs(lessonSources[index]!, 410 + index * 110, LESSON_VIDEO_SECONDS, `第${index + 1}讲`);
      run('ffmpeg', ['-y', '-loglevel', 'error', ...args, target]);
    }
  });
  const clipSources = ['testsrc=size=144x256:rate=12', 'rgbtestsrc=size=144x256:rate=12'];
  SHORT_CLIP_FILES.forEach((file, index) => {
    const target = join(MEDIA_DIR, 'video', file);
    if (force || !existsSync(target)) {
      run('ffmpeg', ['-y', '-loglevel', 'error', ...clipArgs(clipSources[index]!, 660 - index * 140, 8, null), target]);
    }
  });
  const poster = join(ASSETS_DIR, SAMPLE_POSTER_PATH);
  mkdirSync(dirname(poster), { recursive: true });
  if (force || !existsSync(poster)) {
    const first = join(MEDIA_DIR, 'video', LESSON_VIDEO_FILES[0]);
    run('ffmpeg', ['-y', '-loglevel', 'error', '-ss', '1', '-i', first, '-frames:v', '1', '-update', '1', poster]);
  }
}

async function main(): Promise<void> {
  const forceVideo = process.argv.includes('--force-video');

  courses.forEach((course) => picture(course.coverPath, courseCover(course)));
  tutors.forEach((tutor, i) => picture(tutor.photoPath, portrait(tutor.name, tutor.gender, i)));
  allCourseTeachers.forEach((teacher, i) =>
    picture(teacherPhotoPath(teacher.name), portrait(teacher.name, teacher.gender, i + 3)),
  );
  picture(demoStudent.avatarPath, avatar(demoStudent.nickname, 5));
  picture(evaluationAccount.avatarPath, avatar(evaluationAccount.nickname, 7));
  // The stand-ins for a missing or broken picture stay SVG: small, rarely drawn, and sharp at any size.
  write(DEFAULT_AVATAR_PATH, defaultAvatar());

  newsArticles.forEach((article) => picture(article.coverPath, newsCover(article)));
  newsCategories.forEach((category) => picture(illustrationPath(category.code), newsIllustration(category.code)));

  // The season's slide comes first on the carousel, in the first banner colours; the others follow it.
  for (const definition of Object.values(SEASON_DEFINITIONS)) {
    picture(definition.imagePath, banner(definition.title, SEASON_BANNER_SUBTITLE, 0));
  }
  banners.forEach((b, i) => picture(b.imagePath, banner(b.title, b.subtitle, i + 1)));
  write(ERROR_IMAGE_PATH, errorImage());
  write(DEFAULT_IMAGE_PATH, defaultImage());
  picture(ABOUT_TEAM_PICTURE_PATH, aboutTeamImage());
  for (const licence of [businessLicence, salesLicence]) write(licence.imagePath, licenceImage(licence));

  for (const adviser of advisers) await writeQr(adviser.qrPath, adviser.qrContent);
  await writeQr(officialAccount.qrPath, officialAccount.qrContent);

  await drawPictures();
  writeVideo(forceVideo);
  console.log(`素材已生成：${ASSETS_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
