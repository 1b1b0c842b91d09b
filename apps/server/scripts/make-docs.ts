/**
 * Part of make-media.sh: writes the demo PDFs (printed by headless Chromium through Playwright, with the
 * Noto Sans fonts the design system ships, so the Devanagari line is shaped properly) and the SVG images.
 * Usage: tsx apps/server/scripts/make-docs.ts <media dir>
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/browser-path.mjs';

const require = createRequire(import.meta.url);
const mediaDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'media'));

/** A fixed date for the PDFs' CreationDate/ModDate, so re-running gives the same bytes. */
const FIXED_PDF_DATE = 'D:20250101000000';

/** Leaves an unchanged file alone (make-media.sh re-encrypts protected.pdf only when demo.pdf changed). */
async function writeIfChanged(file: string, bytes: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => undefined);
  if (!current?.equals(bytes)) await writeFile(file, bytes);
}

async function fontFace(family: string, file: string, weight: number): Promise<string> {
  const data = await readFile(require.resolve(file));
  return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2');}`;
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Doc {
  file: string;
  title: string;
  pages: string[];
}

const fractionsLesson: Doc = {
  file: 'pdf/demo.pdf',
  title: 'Fractions — Grade 6 Mathematics',
  pages: [
    `<h1>Fractions</h1><p class="sub">Grade 6 · Mathematics · Quest demo lesson</p>
     <p>A fraction names a part of a whole. When a roti is cut into 4 equal pieces and you eat 1 piece,
     you have eaten <b>1/4</b> (one quarter) of the roti.</p>
     <p lang="hi" class="hi">हिंदी में: भिन्न किसी पूरी वस्तु का एक भाग होता है। आधा = 1/2</p>
     <div class="box">In this lesson: numerator and denominator, equivalent fractions, comparing fractions,
     adding fractions and fractions in daily life.</div>`,
    `<h2>Numerator and denominator</h2>
     <p>In the fraction <b>3/5</b>, the number on top (3) is the <b>numerator</b>: how many parts we take.
     The number below (5) is the <b>denominator</b>: into how many equal parts the whole is divided.</p>
     <svg viewBox="0 0 500 60" width="500" height="60" role="img" aria-label="3 of 5 parts shaded">
       ${[0, 1, 2, 3, 4]
         .map(
           (i) =>
             `<rect x="${i * 100 + 2}" y="2" width="96" height="56" fill="${i < 3 ? '#3f51b5' : '#e8eaf6'}" stroke="#1a237e"/>`,
         )
         .join('')}
     </svg>
     <p>Three of the five parts are shaded, so the shaded part is 3/5 of the strip.</p>`,
    `<h2>Equivalent fractions</h2>
     <p>Multiplying or dividing the numerator and the denominator by the same number gives an equal fraction:</p>
     <table><tr><th>Fraction</th><th>× 2</th><th>× 3</th><th>× 4</th></tr>
     <tr><td>1/2</td><td>2/4</td><td>3/6</td><td>4/8</td></tr>
     <tr><td>2/3</td><td>4/6</td><td>6/9</td><td>8/12</td></tr>
     <tr><td>3/4</td><td>6/8</td><td>9/12</td><td>12/16</td></tr></table>
     <p>Try it: is 5/10 equal to 1/2? Divide both by 5.</p>`,
    `<h2>Comparing fractions</h2>
     <p>With the same denominator, the larger numerator is the larger fraction: 5/8 &gt; 3/8.</p>
     <p>With different denominators, first make them the same. Compare 2/3 and 3/4: the common denominator is
     12, so 2/3 = 8/12 and 3/4 = 9/12. Therefore 3/4 is larger.</p>
     <div class="box">Priya scored 18/25 in a quiz and Rahul scored 14/20. Who did better? (Hint: write both
     out of 100.)</div>`,
    `<h2>Adding fractions</h2>
     <p>Like fractions: add the numerators and keep the denominator. 2/7 + 3/7 = 5/7.</p>
     <p>Unlike fractions: use a common denominator. 1/2 + 1/3 = 3/6 + 2/6 = 5/6.</p>
     <p>Practice: 1/4 + 2/4 = ?; 2/5 + 1/10 = ?; 1/3 + 1/6 = ?</p>`,
    `<h2>Fractions in daily life</h2>
     <ul><li>Half a litre of milk is 1/2 litre, or 500 ml.</li>
     <li>A quarter of an hour is 15 minutes.</li>
     <li>If a cricket team won 3 of its 4 matches, it won 3/4 of them.</li></ul>
     <p>Well done! Take the Fractions test in your quest to check what you have learnt.</p>`,
  ],
};

const reportManual: Doc = {
  file: 'docs/report-manual.pdf',
  title: 'Student Report Manual',
  pages: [
    `<h1>Student Report Manual</h1><p class="sub">How to see your assessment reports</p>
     <p>Your test reports are viewed on the assessment provider's web app with the same username and password
     you use for Quest.</p>
     <ol><li>Click <b>Login</b>.</li>
     <li>Enter your username (your mobile number) and your password.</li>
     <li>The latest report shows on your dashboard.</li>
     <li>Reports are visible only after the test time ends.</li>
     <li>Select a report to open it.</li></ol>`,
    `<h2>Reading your report</h2>
     <ul><li><b>Bloom level analysis</b>: how you did on recall, understanding, application, analysis,
     evaluation and creation questions.</li>
     <li><b>Depth of Knowledge</b>: recall, application, strategic thinking and extended thinking.</li>
     <li><b>Level of effort</b>: low, medium and tough questions.</li>
     <li><b>Question-wise analysis</b>: each question with your answer, the correct answer and the time you
     took.</li></ul>
     <p>Need help? Write to your school coordinator or to Quest support.</p>`,
  ],
};

const sampleReport: Doc = {
  file: 'docs/sample-report.pdf',
  title: 'Test Report — Fractions Test',
  pages: [
    `<h1>Test Report</h1><p class="sub">Fractions Test (QT-FRAC-06) · Grade 6 · Sample</p>
     <table><tr><th>Student</th><td>Aarav Sharma</td></tr>
     <tr><th>Score</th><td>9 / 12</td></tr><tr><th>Correct</th><td>9</td></tr>
     <tr><th>Incorrect</th><td>2</td></tr><tr><th>Skipped</th><td>1</td></tr>
     <tr><th>Time taken</th><td>14:35</td></tr></table>
     <h2>Bloom level analysis</h2>
     <table><tr><th>Level</th><th>Average marks</th></tr>
     <tr><td>Recall</td><td>0.92</td></tr><tr><td>Understand</td><td>0.80</td></tr>
     <tr><td>Application</td><td>0.67</td></tr><tr><td>Analysis</td><td>0.50</td></tr></table>`,
  ],
};

function pageHtml(doc: Doc, fonts: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.title)}</title><style>
${fonts}
@page { size: A4; margin: 18mm 16mm 20mm; }
body { font-family: 'Noto Sans', 'Noto Sans Devanagari', sans-serif; color: #1d1d1f; font-size: 13pt; line-height: 1.5; }
.page { break-after: page; }
.page:last-child { break-after: auto; }
h1 { font-size: 26pt; color: #1a237e; margin: 0 0 4pt; }
h2 { font-size: 18pt; color: #1a237e; }
.sub { color: #555; margin-top: 0; }
.hi { font-family: 'Noto Sans Devanagari', sans-serif; font-size: 15pt; }
.box { border: 1.5pt solid #3f51b5; border-radius: 6pt; padding: 8pt 10pt; background: #f3f4fb; }
table { border-collapse: collapse; margin: 8pt 0; }
th, td { border: 1pt solid #9fa8da; padding: 4pt 10pt; text-align: left; }
th { background: #e8eaf6; }
</style></head><body>${doc.pages.map((p) => `<section class="page">${p}</section>`).join('\n')}</body></html>`;
}

const footer = (title: string) =>
  `<div style="width:100%;font-size:9pt;color:#555;padding:0 16mm;display:flex;justify-content:space-between;font-family:sans-serif">
     <span>${esc(title)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;

/** Chromium stamps the print time into the PDF; a fixed date of the same length keeps every offset valid. */
function fixDates(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1').replace(/D:\d{14}/g, FIXED_PDF_DATE);
  return Buffer.from(text, 'latin1');
}

async function makePdfs(): Promise<void> {
  const fonts = (
    await Promise.all([
      fontFace('Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', 400),
      fontFace('Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', 700),
      fontFace(
        'Noto Sans Devanagari',
        '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
        400,
      ),
    ])
  ).join('\n');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    for (const doc of [fractionsLesson, reportManual, sampleReport]) {
      await page.setContent(pageHtml(doc, fonts), { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready.then(() => true)');
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footer(doc.title),
        margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' },
        tagged: true,
      });
      const out = path.join(mediaDir, doc.file);
      await mkdir(path.dirname(out), { recursive: true });
      await writeIfChanged(out, fixDates(pdf));
      console.log(`PDF: ${doc.file} (${doc.pages.length} page(s), ${pdf.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

// --- SVG images ---------------------------------------------------------------------------------------------

interface Card {
  name: string;
  title: string;
  label: string;
  background: string;
  icon: string;
  width?: number;
  height?: number;
}

const icons = {
  play: '<circle cx="160" cy="78" r="38" fill="#fff" opacity=".9"/><path d="M148 58v40l34-20z" fill="#d84315"/>',
  pdf: '<path d="M132 36h44l20 20v60h-64z" fill="#fff"/><path d="M176 36v20h20" fill="#ffcdd2"/><text x="164" y="100" font-size="18" font-weight="700" fill="#c62828" text-anchor="middle">PDF</text>',
  web: '<rect x="116" y="40" width="88" height="70" rx="6" fill="#fff"/><rect x="116" y="40" width="88" height="14" rx="6" fill="#b2dfdb"/><circle cx="160" cy="84" r="18" fill="none" stroke="#00695c" stroke-width="4"/><path d="M142 84h36M160 66c-9 10-9 26 0 36M160 66c9 10 9 26 0 36" fill="none" stroke="#00695c" stroke-width="3"/>',
  test: '<rect x="126" y="34" width="68" height="84" rx="6" fill="#fff"/><path d="M138 56l6 6 10-12M138 80l6 6 10-12M138 104l6 6 10-12" fill="none" stroke="#2e7d32" stroke-width="4"/><path d="M162 58h22M162 82h22M162 106h22" stroke="#90a4ae" stroke-width="4"/>',
  activity:
    '<path d="M160 38l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" fill="#fff"/><circle cx="160" cy="80" r="8" fill="#6a1b9a"/>',
  operation:
    '<rect x="112" y="40" width="40" height="40" rx="6" fill="#fff"/><rect x="168" y="40" width="40" height="40" rx="6" fill="#fff" opacity=".8"/><rect x="112" y="88" width="40" height="26" rx="6" fill="#fff" opacity=".8"/><rect x="168" y="88" width="40" height="26" rx="6" fill="#fff"/>',
  book: '<path d="M112 44c16-6 32-6 48 4 16-10 32-10 48-4v68c-16-6-32-6-48 4-16-10-32-10-48-4z" fill="#fff"/><path d="M160 48v68" stroke="#90a4ae" stroke-width="3"/>',
  bag: '<path d="M124 60h72l-6 56h-60z" fill="#fff"/><path d="M142 60c0-22 36-22 36 0" fill="none" stroke="#fff" stroke-width="6"/>',
  crown:
    '<path d="M118 104l-6-52 28 22 20-32 20 32 28-22-6 52z" fill="#ffd54f"/><rect x="118" y="106" width="84" height="10" rx="3" fill="#ffd54f"/>',
  ticket:
    '<rect x="116" y="50" width="88" height="56" rx="8" fill="#fff"/><path d="M184 50v56" stroke="#90a4ae" stroke-width="3" stroke-dasharray="6 5"/><text x="148" y="86" font-size="22" font-weight="700" fill="#283593" text-anchor="middle">₹</text>',
  code: '<path d="M140 56l-20 24 20 24M180 56l20 24-20 24M168 48l-16 64" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
};

function svgCard({
  name,
  title,
  label,
  background,
  icon,
  width = 320,
  height = 180,
}: Card): [string, string] {
  const id = `title-${name}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${id}">
<title id="${id}">${esc(title)}</title>
<rect width="${width}" height="${height}" rx="12" fill="${background}"/>
<g transform="translate(${(width - 320) / 2} 0)">${icon}</g>
<text x="${width / 2}" y="${height - 22}" font-family="Noto Sans, Arial, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${esc(label)}</text>
</svg>
`;
  return [`images/${name}.svg`, svg];
}

/** Labels as the learning and store seeds name quests 101–106 and products 201–210 (shortened to fit). */
const quests: Array<[number, string, string]> = [
  [101, 'Grade 6 Explorer', '#3949ab'],
  [102, 'Olympiad Prep', '#00838f'],
  [103, 'Grade 7 Science', '#6d4c41'],
  [104, 'Starter Quest', '#2e7d32'],
  [105, 'Maths Booster', '#ad1457'],
  [106, 'Robotics Workshop', '#5d4037'],
];

const products: Array<[number, string, string]> = [
  [201, 'Grade 6 Explorer', '#283593'],
  [202, 'Olympiad Prep', '#00838f'],
  [203, 'Grade 7 Science', '#6d4c41'],
  [204, 'Free Starter Pack', '#2e7d32'],
  [205, 'Maths Booster', '#ad1457'],
  [206, 'Robotics Workshop', '#5d4037'],
  [207, 'Grade 6 + Booster', '#4527a0'],
  [208, 'Mental Maths Sprint', '#1565c0'],
  [209, 'Young Achievers', '#37474f'],
  [210, 'Olympiad Club', '#6a1b9a'],
];

function svgImages(): Array<[string, string]> {
  const cards: Card[] = [
    { name: 'content-video', title: 'Video lesson', label: 'Watch', background: '#d84315', icon: icons.play },
    { name: 'content-pdf', title: 'PDF document', label: 'Read', background: '#c62828', icon: icons.pdf },
    { name: 'content-web', title: 'Web page', label: 'Think', background: '#00695c', icon: icons.web },
    { name: 'content-test', title: 'Test', label: 'Solve', background: '#2e7d32', icon: icons.test },
    {
      name: 'content-activity',
      title: 'Interactive activity',
      label: 'Play',
      background: '#6a1b9a',
      icon: icons.activity,
    },
    { name: 'operation', title: 'Operation', label: 'Topics', background: '#455a64', icon: icons.operation },
    ...quests.map(([id, label, background]) => ({
      name: `quest-${id}`,
      title: `${label} cover`,
      label,
      background,
      icon: icons.book,
    })),
    ...products.map(([id, label, background]) => ({
      name: `product-${id}`,
      title: `${label} cover`,
      label,
      background,
      icon: icons.bag,
    })),
    { name: 'plan', title: 'Plan', label: 'Plan', background: '#283593', icon: icons.ticket },
    {
      name: 'plan-premium',
      title: 'Premium plan',
      label: 'Premium plan',
      background: '#4a148c',
      icon: icons.crown,
    },
    {
      name: 'banner-coding',
      title: 'Coding classes banner',
      label: 'Live coding classes',
      background: '#263238',
      icon: icons.code,
      width: 640,
      height: 180,
    },
  ];
  const avatar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-labelledby="title-default-avatar">
<title id="title-default-avatar">Default profile picture</title>
<circle cx="48" cy="48" r="48" fill="#c5cae9"/>
<circle cx="48" cy="38" r="17" fill="#5c6bc0"/>
<path d="M17 82c6-17 18-25 31-25s25 8 31 25a48 48 0 0 1-62 0z" fill="#5c6bc0"/>
</svg>
`;
  return [...cards.map(svgCard), ['images/default-avatar.svg', avatar]];
}

async function makeImages(): Promise<void> {
  const images = svgImages();
  for (const [file, svg] of images) {
    const out = path.join(mediaDir, file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeIfChanged(out, Buffer.from(svg));
  }
  console.log(`SVG: ${images.length} images in ${path.join(mediaDir, 'images')}`);
}

await makeImages();
await makePdfs();
