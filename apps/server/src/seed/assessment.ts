import type { BloomLevel, DokLevel, QuestionTypeCode, TestAttemptAnswer } from '@quest/api';
import type { AppDeps } from '../deps.ts';
import { insertAnswers } from '../areas/assessment/attempts.ts';
import { round2 } from '../areas/assessment/common.ts';
import { scoreAttempt } from '../areas/assessment/scoring.ts';
import { loadQuestions, type QuestionRow } from '../areas/assessment/tests.ts';
import type { Db } from '../db.ts';
import { hashPassword } from '../identity/passwords.ts';
import { rootLog } from '../log.ts';
import { assessmentIds } from './assessment-ids.ts';
import { demo } from './ids.ts';
import type { Seeder } from './seeder.ts';

/*
 * Demo data of the assessment area (README "Demo data"):
 * - the quest tests of `demo.tests` (Grade 6: fractions 12 questions / 20 min, science 10 / 15 min, quick
 *   "Quick Check: Decimals" 10 / 2 min; Grade 7: photosynthesis 10 / 15 min), each the paper of the content that
 *   opens it (same title, subject and grade; apps/server/test/seed-consistency.test.ts), mixing QT01, QT02, QT04
 *   and QT09, with math in questions, options and explanations, and Bloom / DOK / difficulty metadata on every
 *   question;
 * - eight classmates (ids 3001–3008) who took them, so "all students" averages exist;
 * - the student (demo.users.student) has one attempt on science and none on fractions (the journey takes it);
 * - online tests for the student relative to the seeding clock: 11 Ongoing, 3 Upcoming, 13 Past (attempted ones
 *   with solution / diagnostic report / PDF report flags, and four never attempted).
 */

interface QuestionSeed {
  type: QuestionTypeCode;
  text: string;
  options: string[];
  /** Indexes into `options`. */
  correct: number[];
  explanation: string;
  marks?: number;
  bloom: BloomLevel;
  dok: DokLevel;
  difficulty: 1 | 2 | 3;
}

interface TestSeed {
  id: number;
  code: string;
  name: string;
  alternateName: string;
  paperName: string;
  testTypeId: number;
  testTypeName: string;
  subjectId: number;
  subjectName: string;
  /** The school grade the paper is written for. */
  grade: number;
  minutes: number;
  directions: string;
  questions: QuestionSeed[];
}

const m = String.raw;

const directions = (count: number, minutes: number, extra = '') =>
  `<p>This test has <strong>${count} questions</strong> and lasts <strong>${minutes} minutes</strong>.</p>
<ul>
<li>Questions with round buttons have one correct answer; questions with check boxes may have more than one.</li>
<li>Use <em>Next</em> and <em>Back</em> to move between questions, or jump with the question numbers.</li>
<li>If something looks wrong in a question, use the flag button to report it.</li>
<li>The test is submitted automatically when the time runs out.</li>
</ul>${extra}`;

const fractions: QuestionSeed[] = [
  {
    type: 'QT02',
    text: m`<p>What is \(\frac{3}{4} + \frac{1}{8}\)?</p>`,
    options: [m`\(\frac{7}{8}\)`, m`\(\frac{4}{12}\)`, m`\(\frac{1}{2}\)`, m`\(\frac{5}{8}\)`],
    correct: [0],
    explanation: m`<p>Write \(\frac{3}{4}\) as \(\frac{6}{8}\). Then \(\frac{6}{8} + \frac{1}{8} = \frac{7}{8}\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 1,
  },
  {
    type: 'QT01',
    text: m`<p>Which of these fractions are equivalent to \(\frac{2}{3}\)? Select all that apply.</p>`,
    options: [m`\(\frac{4}{6}\)`, m`\(\frac{6}{9}\)`, m`\(\frac{3}{4}\)`, m`\(\frac{8}{10}\)`],
    correct: [0, 1],
    explanation: m`<p>Multiply the numerator and the denominator by the same number: \(\frac{2 \times 2}{3 \times 2} = \frac{4}{6}\) and \(\frac{2 \times 3}{3 \times 3} = \frac{6}{9}\).</p>`,
    marks: 2,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>Write \(\frac{18}{24}\) in its lowest terms.</p>`,
    options: [m`\(\frac{3}{4}\)`, m`\(\frac{2}{3}\)`, m`\(\frac{9}{16}\)`, m`\(\frac{6}{8}\)`],
    correct: [0],
    explanation: m`<p>The HCF of 18 and 24 is 6, so \(\frac{18 \div 6}{24 \div 6} = \frac{3}{4}\).</p>`,
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT04',
    text: '<p>Which of these statements are true? Select all that apply.</p>',
    options: [
      m`\(\frac{1}{2} > \frac{1}{3}\)`,
      m`\(\frac{5}{8} < \frac{1}{2}\)`,
      m`\(\frac{7}{7} = 1\)`,
      m`\(\frac{3}{5} = 0.6\)`,
    ],
    correct: [0, 2, 3],
    explanation: m`<p>\(\frac{5}{8} = 0.625\), which is more than \(\frac{1}{2} = 0.5\); the other three statements are true.</p>`,
    marks: 2,
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>Write the mixed number \(2\frac{1}{4}\) as an improper fraction.</p>`,
    options: [m`\(\frac{9}{4}\)`, m`\(\frac{6}{4}\)`, m`\(\frac{7}{4}\)`, m`\(\frac{9}{2}\)`],
    correct: [0],
    explanation: m`<p>\(2\frac{1}{4} = \frac{2 \times 4 + 1}{4} = \frac{9}{4}\).</p>`,
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT09',
    text: m`<p>Riya ate \(\frac{2}{5}\) of a pizza and Sameer ate \(\frac{1}{4}\) of it. What fraction of the pizza is left?</p>`,
    options: [m`\(\frac{7}{20}\)`, m`\(\frac{13}{20}\)`, m`\(\frac{3}{9}\)`, m`\(\frac{1}{20}\)`],
    correct: [0],
    explanation: m`<p>Together they ate \(\frac{8}{20} + \frac{5}{20} = \frac{13}{20}\), so \(1 - \frac{13}{20} = \frac{7}{20}\) is left.</p>`,
    bloom: 'application',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: '<p>What is <math><mfrac><mn>5</mn><mn>6</mn></mfrac><mo>&#x2212;</mo><mfrac><mn>1</mn><mn>3</mn></mfrac></math>?</p>',
    options: [m`\(\frac{1}{2}\)`, m`\(\frac{2}{3}\)`, m`\(\frac{4}{3}\)`, m`\(\frac{1}{6}\)`],
    correct: [0],
    explanation: m`<p>\(\frac{1}{3} = \frac{2}{6}\), so \(\frac{5}{6} - \frac{2}{6} = \frac{3}{6} = \frac{1}{2}\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 2,
  },
  {
    type: 'QT01',
    text: m`<p>Which fractions lie between \(\frac{1}{4}\) and \(\frac{3}{4}\)? Select all that apply.</p>`,
    options: [m`\(\frac{1}{2}\)`, m`\(\frac{2}{3}\)`, m`\(\frac{4}{5}\)`, m`\(\frac{1}{5}\)`],
    correct: [0, 1],
    explanation: m`<p>As decimals: \(\frac{1}{4} = 0.25\) and \(\frac{3}{4} = 0.75\); \(\frac{1}{2} = 0.5\) and \(\frac{2}{3} \approx 0.67\) lie between them, \(\frac{4}{5} = 0.8\) and \(\frac{1}{5} = 0.2\) do not.</p>`,
    marks: 2,
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>What is \(\frac{3}{5} \times 20\)?</p>`,
    options: ['12', '15', '8', m`\(\frac{3}{100}\)`],
    correct: [0],
    explanation: m`<p>\(\frac{3}{5} \times 20 = \frac{3 \times 20}{5} = \frac{60}{5} = 12\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 1,
  },
  {
    type: 'QT04',
    text: '<p>Which of these are proper fractions? Select all that apply.</p>',
    options: [m`\(\frac{3}{7}\)`, m`\(\frac{9}{8}\)`, m`\(\frac{11}{12}\)`, m`\(\frac{5}{5}\)`],
    correct: [0, 2],
    explanation: '<p>In a proper fraction the numerator is smaller than the denominator.</p>',
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT09',
    text: m`<p>Aarav wants to write \(\frac{5}{6}\) as the sum of two unit fractions with different denominators. Which pair works?</p>`,
    options: [
      m`\(\frac{1}{2} + \frac{1}{3}\)`,
      m`\(\frac{1}{3} + \frac{1}{4}\)`,
      m`\(\frac{1}{2} + \frac{1}{6}\)`,
      m`\(\frac{1}{4} + \frac{1}{6}\)`,
    ],
    correct: [0],
    explanation: m`<p>\(\frac{1}{2} + \frac{1}{3} = \frac{3}{6} + \frac{2}{6} = \frac{5}{6}\). The others give \(\frac{7}{12}\), \(\frac{2}{3}\) and \(\frac{5}{12}\).</p>`,
    marks: 2,
    bloom: 'create',
    dok: 'extended thinking',
    difficulty: 3,
  },
  {
    type: 'QT02',
    text: m`<p>Meera wrote \(\frac{2}{3} + \frac{1}{4} = \frac{3}{7}\). What is her mistake?</p>`,
    options: [
      'She added the numerators and the denominators separately.',
      'She should have multiplied the numerators.',
      'There is no mistake.',
      'She should have subtracted the fractions.',
    ],
    correct: [0],
    explanation: m`<p>Use a common denominator: \(\frac{8}{12} + \frac{3}{12} = \frac{11}{12}\), not \(\frac{3}{7}\).</p>`,
    bloom: 'evaluate',
    dok: 'extended thinking',
    difficulty: 3,
  },
];

const science: QuestionSeed[] = [
  {
    type: 'QT02',
    text: '<p>Which gas do green plants take in from the air for photosynthesis?</p>',
    options: [m`\(\mathrm{CO_2}\)`, m`\(\mathrm{O_2}\)`, m`\(\mathrm{N_2}\)`, m`\(\mathrm{H_2}\)`],
    correct: [0],
    explanation: m`<p>Plants use carbon dioxide and water to make food: \(6\,\mathrm{CO_2} + 6\,\mathrm{H_2O} \rightarrow \mathrm{C_6H_{12}O_6} + 6\,\mathrm{O_2}\).</p>`,
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT01',
    text: '<p>Which of these are good conductors of electricity? Select all that apply.</p>',
    options: ['Copper', 'Aluminium', 'Rubber', 'Dry wood'],
    correct: [0, 1],
    explanation:
      '<p>Metals such as copper and aluminium conduct electricity; rubber and dry wood are insulators.</p>',
    marks: 2,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT02',
    text: m`<p>A cyclist covers 12 km in 2 hours. Using \(v = \frac{d}{t}\), what is the cyclist's speed?</p>`,
    options: ['6 km/h', '24 km/h', '10 km/h', '14 km/h'],
    correct: [0],
    explanation: m`<p>\(v = \frac{12\ \text{km}}{2\ \text{h}} = 6\ \text{km/h}\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 2,
  },
  {
    type: 'QT04',
    text: '<p>Which statements about magnets are true? Select all that apply.</p>',
    options: [
      'Like poles repel each other.',
      'A magnet attracts iron.',
      'A magnet attracts plastic.',
      'Cutting a bar magnet in half separates its north and south poles.',
    ],
    correct: [0, 1],
    explanation: '<p>Each piece of a cut magnet still has both poles; plastic is not magnetic.</p>',
    marks: 2,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: '<p>What is the chemical formula of water?</p>',
    options: [m`\(\mathrm{H_2O}\)`, m`\(\mathrm{HO_2}\)`, m`\(\mathrm{H_2O_2}\)`, m`\(\mathrm{CO_2}\)`],
    correct: [0],
    explanation: m`<p>A water molecule has two hydrogen atoms and one oxygen atom: \(\mathrm{H_2O}\).</p>`,
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT09',
    text: '<p>Which process turns water vapour into liquid water, as on the outside of a cold glass?</p>',
    options: ['Condensation', 'Evaporation', 'Melting', 'Sublimation'],
    correct: [0],
    explanation: '<p>Water vapour in the air cools on the cold glass and condenses into droplets.</p>',
    bloom: 'understand',
    dok: 'application',
    difficulty: 1,
  },
  {
    type: 'QT02',
    text: '<p>At about what time of a sunny day is your shadow the shortest?</p>',
    options: ['Around noon', 'Early morning', 'Late evening', 'It is the same all day'],
    correct: [0],
    explanation: '<p>The Sun is highest in the sky around noon, so the shadow it casts is the shortest.</p>',
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT01',
    text: '<p>Which of these are good sources of protein? Select all that apply.</p>',
    options: ['Pulses', 'Eggs', 'Rice', 'Sugar'],
    correct: [0, 1],
    explanation: '<p>Pulses and eggs are rich in protein; rice and sugar mainly give carbohydrates.</p>',
    marks: 2,
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT02',
    text: '<p>Tara says seeds need light to germinate. Which experiment best tests her claim?</p>',
    options: [
      'Keep two identical pots of seeds with water, one in light and one in the dark, and compare.',
      'Keep one pot of seeds in the light and do not water it.',
      'Plant seeds of different plants in the light.',
      'Put seeds in the dark without soil or water.',
    ],
    correct: [0],
    explanation: '<p>A fair test changes only one thing (light) and keeps everything else the same.</p>',
    bloom: 'evaluate',
    dok: 'extended thinking',
    difficulty: 3,
  },
  {
    type: 'QT09',
    text: '<p>You want to light a torch bulb. Which set of parts is enough to build a working circuit?</p>',
    options: [
      'A cell, a bulb and connecting wires',
      'A bulb and connecting wires only',
      'A cell and a bulb, not connected',
      'A switch and a bulb',
    ],
    correct: [0],
    explanation:
      '<p>Current flows only in a closed path from one terminal of the cell, through the bulb, back to the other.</p>',
    bloom: 'create',
    dok: 'extended thinking',
    difficulty: 3,
  },
];

const quick: QuestionSeed[] = [
  {
    type: 'QT02',
    text: m`<p>\(0.5 + 0.25 = \,?\)</p>`,
    options: ['0.75', '0.30', '0.525', '7.5'],
    correct: [0],
    explanation: m`<p>Line up the decimal points: \(0.50 + 0.25 = 0.75\).</p>`,
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT02',
    text: '<p>Which of these decimals is the largest?</p>',
    options: ['0.7', '0.65', '0.607', '0.07'],
    correct: [0],
    explanation: m`<p>Compare the tenths first: \(0.7\) has 7 tenths, the others 6 or 0.</p>`,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT01',
    text: m`<p>Which of these are equal to \(\frac{1}{2}\)? Select all that apply.</p>`,
    options: ['0.5', '0.50', '0.05', '5.0'],
    correct: [0, 1],
    explanation: m`<p>\(\frac{1}{2} = \frac{5}{10} = 0.5\), and a zero at the end does not change it: \(0.50 = 0.5\).</p>`,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>\(1.2 \times 10 = \,?\)</p>`,
    options: ['12', '0.12', '120', '1.20'],
    correct: [0],
    explanation: m`<p>Multiplying by 10 moves the decimal point one place to the right: \(1.2 \times 10 = 12\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 1,
  },
  {
    type: 'QT04',
    text: '<p>Which of these statements are true? Select all that apply.</p>',
    options: [m`\(0.3 = \frac{3}{10}\)`, m`\(0.25 > 0.3\)`, m`\(2.50 = 2.5\)`, m`\(0.09 > 0.1\)`],
    correct: [0, 2],
    explanation: m`<p>\(0.25 < 0.30\) and \(0.09 < 0.10\); the other two are true.</p>`,
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>\(3.6 - 1.45 = \,?\)</p>`,
    options: ['2.15', '2.25', '1.15', '2.21'],
    correct: [0],
    explanation: m`<p>Write \(3.6\) as \(3.60\): \(3.60 - 1.45 = 2.15\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 2,
  },
  {
    type: 'QT09',
    text: m`<p>Which fraction equals \(0.25\)?</p>`,
    options: [m`\(\frac{1}{4}\)`, m`\(\frac{1}{25}\)`, m`\(\frac{2}{5}\)`, m`\(\frac{25}{10}\)`],
    correct: [0],
    explanation: m`<p>\(0.25 = \frac{25}{100} = \frac{1}{4}\).</p>`,
    bloom: 'understand',
    dok: 'application',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: '<p>A pen costs ₹12.50 and a notebook ₹7.75. How much do they cost together?</p>',
    options: ['₹20.25', '₹19.25', '₹20.75', '₹19.75'],
    correct: [0],
    explanation: m`<p>\(12.50 + 7.75 = 20.25\), so ₹20.25.</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>Round \(4.67\) to the nearest tenth.</p>`,
    options: ['4.7', '4.6', '5', '4.67'],
    correct: [0],
    explanation: m`<p>The hundredths digit is 7 (5 or more), so the tenths go up: \(4.67 \approx 4.7\).</p>`,
    bloom: 'evaluate',
    dok: 'strategic thinking',
    difficulty: 3,
  },
  {
    type: 'QT01',
    text: m`<p>Which of these lie between \(0.4\) and \(0.5\)? Select all that apply.</p>`,
    options: ['0.45', '0.41', '0.54', '0.39'],
    correct: [0, 1],
    explanation: m`<p>\(0.41\) and \(0.45\) have 4 tenths; \(0.54\) is more than \(0.5\) and \(0.39\) less than \(0.4\).</p>`,
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 3,
  },
];

const photosynthesis: QuestionSeed[] = [
  {
    type: 'QT02',
    text: '<p>What food do green plants make by photosynthesis?</p>',
    options: ['Glucose (a sugar)', 'Protein', 'Fat', 'Vitamins'],
    correct: [0],
    explanation: '<p>Leaves make glucose from carbon dioxide and water; it is stored as starch.</p>',
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT01',
    text: '<p>Which of these does a leaf need for photosynthesis? Select all that apply.</p>',
    options: ['Sunlight', 'Carbon dioxide', 'Nitrogen gas', 'Soil bacteria'],
    correct: [0, 1],
    explanation: '<p>Photosynthesis needs sunlight, carbon dioxide, water and chlorophyll.</p>',
    marks: 2,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT02',
    text: '<p>Which green pigment in leaves traps the energy of sunlight?</p>',
    options: ['Chlorophyll', 'Haemoglobin', 'Melanin', 'Keratin'],
    correct: [0],
    explanation: '<p>Chlorophyll, in the chloroplasts of leaf cells, absorbs sunlight.</p>',
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT04',
    text: '<p>Which statements about photosynthesis are true? Select all that apply.</p>',
    options: [
      'Stomata let gases into and out of the leaf.',
      'Photosynthesis happens mainly in the roots.',
      'Plants give out oxygen during photosynthesis.',
      'Plants need no water for photosynthesis.',
    ],
    correct: [0, 2],
    explanation: '<p>It happens mainly in the leaves and needs water, which the roots take up.</p>',
    marks: 2,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: m`<p>Complete the equation: \(6\,\mathrm{CO_2} + 6\,\mathrm{H_2O} \rightarrow \mathrm{C_6H_{12}O_6} + 6\,?\)</p>`,
    options: [m`\(\mathrm{O_2}\)`, m`\(\mathrm{CO_2}\)`, m`\(\mathrm{N_2}\)`, m`\(\mathrm{H_2}\)`],
    correct: [0],
    explanation: m`<p>Oxygen is given out: \(6\,\mathrm{CO_2} + 6\,\mathrm{H_2O} \rightarrow \mathrm{C_6H_{12}O_6} + 6\,\mathrm{O_2}\).</p>`,
    bloom: 'application',
    dok: 'application',
    difficulty: 2,
  },
  {
    type: 'QT09',
    text: '<p>A potted plant is kept in the dark for two days, then a leaf is tested with iodine. What do you expect?</p>',
    options: [
      'The leaf does not turn blue-black: it has no starch.',
      'The leaf turns blue-black: it is full of starch.',
      'The leaf turns green.',
      'The iodine disappears.',
    ],
    correct: [0],
    explanation: '<p>Without light the leaf makes no new starch and uses up what it had.</p>',
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: '<p>Which of these is an autotroph?</p>',
    options: ['A mango tree', 'A mushroom', 'Cuscuta (amarbel)', 'A cow'],
    correct: [0],
    explanation: '<p>Autotrophs make their own food; green plants such as the mango tree do.</p>',
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT01',
    text: '<p>Which of these are heterotrophs? Select all that apply.</p>',
    options: ['Cuscuta (amarbel)', 'A mushroom', 'Grass', 'A neem tree'],
    correct: [0, 1],
    explanation: '<p>Cuscuta is a parasite and a mushroom a saprotroph; both take food from elsewhere.</p>',
    marks: 2,
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 2,
  },
  {
    type: 'QT02',
    text: '<p>Why are the leaves of most plants broad and flat?</p>',
    options: [
      'To catch as much sunlight as possible',
      'To store water',
      'To keep insects away',
      'To hold the plant up',
    ],
    correct: [0],
    explanation: '<p>A large, flat surface takes in more light and carbon dioxide for photosynthesis.</p>',
    bloom: 'evaluate',
    dok: 'extended thinking',
    difficulty: 3,
  },
  {
    type: 'QT09',
    text: '<p>Tara covers part of a leaf with black paper for two days, then tests the leaf with iodine. Which result shows that light is needed for photosynthesis?</p>',
    options: [
      'Only the uncovered part turns blue-black.',
      'Only the covered part turns blue-black.',
      'The whole leaf turns blue-black.',
      'No part of the leaf changes colour.',
    ],
    correct: [0],
    explanation: '<p>Starch is made only where light reached the leaf.</p>',
    bloom: 'create',
    dok: 'extended thinking',
    difficulty: 3,
  },
];

const questTests: TestSeed[] = [
  {
    id: assessmentIds.tests.fractions,
    code: demo.tests.fractions,
    name: 'Fractions',
    alternateName: 'Fractions — Chapter Test',
    paperName: 'Mathematics Paper 1',
    testTypeId: 1,
    testTypeName: 'Chapter Test',
    subjectId: 1,
    subjectName: 'Mathematics',
    grade: 6,
    minutes: 20,
    directions: directions(
      12,
      20,
      '<p>Some questions carry <strong>2 marks</strong>; there is no negative marking.</p>',
    ),
    questions: fractions,
  },
  {
    id: assessmentIds.tests.science,
    code: demo.tests.science,
    name: 'Science: Our Surroundings',
    alternateName: 'Science — Half-Yearly Revision Test',
    paperName: 'Science Paper 1',
    testTypeId: 2,
    testTypeName: 'Revision Test',
    subjectId: 2,
    subjectName: 'Science',
    grade: 6,
    minutes: 15,
    directions: directions(10, 15),
    questions: science,
  },
  {
    id: assessmentIds.tests.quick,
    code: demo.tests.quick,
    name: 'Quick Check: Decimals',
    alternateName: 'Decimals — Quick Check',
    paperName: 'Mathematics Quiz 1',
    testTypeId: 3,
    testTypeName: 'Quiz',
    subjectId: 1,
    subjectName: 'Mathematics',
    grade: 6,
    minutes: 2,
    directions: directions(10, 2, '<p>You have only <strong>2 minutes</strong>: work quickly!</p>'),
    questions: quick,
  },
  {
    id: assessmentIds.tests.photosynthesis,
    code: demo.tests.photosynthesis,
    name: 'Photosynthesis',
    alternateName: 'Photosynthesis — Chapter Test',
    paperName: 'Science Paper 1',
    testTypeId: 1,
    testTypeName: 'Chapter Test',
    subjectId: 2,
    subjectName: 'Science',
    grade: 7,
    minutes: 15,
    directions: directions(10, 15),
    questions: photosynthesis,
  },
];

// --- Generated online tests (five questions each) ---------------------------------------------------------------

const mathsChapters = [
  'Knowing Our Numbers',
  'Whole Numbers',
  'Playing with Numbers',
  'Integers',
  'Decimals',
  'Data Handling',
  'Mensuration',
  'Algebra',
  'Ratio and Proportion',
  'Symmetry',
];
const scienceChapters = [
  'Components of Food',
  'Sorting Materials',
  'Separation of Substances',
  'Motion and Measurement',
  'Light, Shadows and Reflections',
  'Electricity and Circuits',
  'Fun with Magnets',
  'Air Around Us',
];
const englishChapters = [
  'Nouns and Pronouns',
  'Tenses',
  'Adjectives',
  'Prepositions',
  'Reading Comprehension',
];

function mathsQuestions(k: number): QuestionSeed[] {
  const a = 12 + k;
  const b = 3 + (k % 5);
  const p = 10 + 5 * (k % 4);
  return [
    {
      type: 'QT02',
      text: m`<p>What is \(${a} \times ${b}\)?</p>`,
      options: [`${a * b}`, `${a * b + b}`, `${a + b}`, `${a * b - 1}`],
      correct: [0],
      explanation: m`<p>\(${a} \times ${b} = ${a * b}\).</p>`,
      bloom: 'recall',
      dok: 'recall',
      difficulty: 1,
    },
    {
      type: 'QT02',
      text: m`<p>What is \(${p}\%\) of ${a * 10}?</p>`,
      options: [`${(p * a) / 10}`, `${p * a}`, `${a}`, `${(p * a) / 100}`],
      correct: [0],
      explanation: m`<p>\(\frac{${p}}{100} \times ${a * 10} = ${(p * a) / 10}\).</p>`,
      bloom: 'application',
      dok: 'application',
      difficulty: 2,
    },
    {
      type: 'QT01',
      text: `<p>Which of these numbers are factors of ${a * b}? Select all that apply.</p>`,
      options: [`${a}`, `${b}`, `${a * b + 1}`, `${2 * a * b}`],
      correct: [0, 1],
      explanation: m`<p>\(${a * b} = ${a} \times ${b}\), so ${a} and ${b} are factors.</p>`,
      marks: 2,
      bloom: 'understand',
      dok: 'strategic thinking',
      difficulty: 2,
    },
    {
      type: 'QT04',
      text: '<p>Which of these statements are true? Select all that apply.</p>',
      options: [
        m`\(${a} + ${b} = ${b} + ${a}\)`,
        m`\(${a} - ${b} = ${b} - ${a}\)`,
        m`\(${a} \times 1 = ${a}\)`,
        m`\(${a} \div 1 = 1\)`,
      ],
      correct: [0, 2],
      explanation:
        '<p>Addition is commutative and 1 is the multiplicative identity; subtraction is not commutative.</p>',
      bloom: 'analysis',
      dok: 'strategic thinking',
      difficulty: 3,
    },
    {
      type: 'QT09',
      text: m`<p>A shop sells ${b} pencils for ₹${a}. How much do ${b * 2} pencils cost?</p>`,
      options: [`₹${a * 2}`, `₹${a + 2}`, `₹${a * b}`, `₹${a}`],
      correct: [0],
      explanation: m`<p>Twice as many pencils cost twice as much: \(2 \times ${a} = ${a * 2}\).</p>`,
      bloom: 'evaluate',
      dok: 'extended thinking',
      difficulty: 3,
    },
  ];
}

const scienceBank: QuestionSeed[] = science.slice(0, 8);
const englishBank: QuestionSeed[] = [
  {
    type: 'QT02',
    text: '<p>Choose the noun in the sentence: <em>The kite flew high.</em></p>',
    options: ['kite', 'flew', 'high', 'the'],
    correct: [0],
    explanation: '<p>A noun names a person, place or thing: <em>kite</em>.</p>',
    bloom: 'recall',
    dok: 'recall',
    difficulty: 1,
  },
  {
    type: 'QT02',
    text: '<p>Fill in the blank: <em>Yesterday we ___ to the market.</em></p>',
    options: ['went', 'go', 'goes', 'going'],
    correct: [0],
    explanation: '<p><em>Yesterday</em> needs the simple past tense: <em>went</em>.</p>',
    bloom: 'application',
    dok: 'application',
    difficulty: 1,
  },
  {
    type: 'QT01',
    text: '<p>Which of these words are adjectives? Select all that apply.</p>',
    options: ['bright', 'quickly', 'tall', 'run'],
    correct: [0, 2],
    explanation: '<p>Adjectives describe nouns: <em>bright</em>, <em>tall</em>.</p>',
    marks: 2,
    bloom: 'understand',
    dok: 'recall',
    difficulty: 2,
  },
  {
    type: 'QT04',
    text: '<p>Which sentences use the preposition correctly? Select all that apply.</p>',
    options: [
      'The book is on the table.',
      'She is good in singing.',
      'We met at the station.',
      'He is afraid from dogs.',
    ],
    correct: [0, 2],
    explanation: '<p><em>Good at</em> singing and afraid <em>of</em> dogs are the correct forms.</p>',
    bloom: 'analysis',
    dok: 'strategic thinking',
    difficulty: 3,
  },
  {
    type: 'QT09',
    text: '<p>Which sentence would best begin a story about a rainy day?</p>',
    options: [
      'Dark clouds rolled in as the first drops tapped on my window.',
      'Rain is water.',
      'I like lunch.',
      'The end.',
    ],
    correct: [0],
    explanation: '<p>A good opening sets the scene and makes the reader curious.</p>',
    bloom: 'create',
    dok: 'extended thinking',
    difficulty: 3,
  },
];

function generatedTests(): TestSeed[] {
  const { firstId, ongoing, upcoming, past } = assessmentIds.onlineTests;
  const count = ongoing + upcoming + past;
  return Array.from({ length: count }, (_, i): TestSeed => {
    const id = firstId + i;
    const subject = i % 3;
    const unit = Math.floor(i / 3) + 1;
    if (subject === 0) {
      const chapter = mathsChapters[i % mathsChapters.length]!;
      return generated(
        id,
        `Mathematics Unit Test ${unit} — ${chapter}`,
        'Unit Test',
        1,
        1,
        'Mathematics',
        mathsQuestions(i),
      );
    }
    if (subject === 1) {
      const chapter = scienceChapters[i % scienceChapters.length]!;
      const questions = [0, 1, 2, 3, 4].map((n) => scienceBank[(i + n) % scienceBank.length]!);
      return generated(
        id,
        `Science Weekly Test ${unit} — ${chapter}`,
        'Weekly Test',
        2,
        2,
        'Science',
        questions,
      );
    }
    const chapter = englishChapters[i % englishChapters.length]!;
    return generated(
      id,
      `English Practice Test ${unit} — ${chapter}`,
      'Practice Test',
      4,
      3,
      'English',
      englishBank,
    );
  });
}

function generated(
  id: number,
  alternateName: string,
  testTypeName: string,
  testTypeId: number,
  subjectId: number,
  subjectName: string,
  questions: QuestionSeed[],
): TestSeed {
  const minutes = 10 + (id % 3) * 5;
  return {
    id,
    code: `OT-${id}`,
    name: alternateName.split(' — ')[1] ?? alternateName,
    alternateName,
    paperName: `${subjectName} Paper ${1 + (id % 2)}`,
    testTypeId,
    testTypeName,
    subjectId,
    subjectName,
    // Assigned to the Grade 6 demo student.
    grade: 6,
    minutes,
    directions: directions(questions.length, minutes),
    questions,
  };
}

// --- Inserting ---------------------------------------------------------------------------------------------------

async function insertTest(db: Db, test: TestSeed): Promise<void> {
  await db.query(
    `insert into assessment_tests (id, test_code, test_name, alternate_name, paper_name, test_type_id,
                                   test_type_name, subject_id, subject_name, total_duration, directions, grade)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      test.id,
      test.code,
      test.name,
      test.alternateName,
      test.paperName,
      test.testTypeId,
      test.testTypeName,
      test.subjectId,
      test.subjectName,
      test.minutes,
      test.directions,
      test.grade,
    ],
  );
  const rows = test.questions.map((q, index) => {
    const questionId = test.id * 100 + index + 1;
    const options = q.options.map((value, o) => ({ id: questionId * 10 + o + 1, value }));
    return {
      id: questionId,
      mtq: test.id * 1000 + index + 1,
      seq: index + 1,
      text: q.text,
      type: q.type,
      options,
      answer: q.correct.map((o) => options[o]!.id),
      explanation: q.explanation,
      marks: q.marks ?? 1,
      bloom: q.bloom,
      dok: q.dok,
      difficulty: q.difficulty,
    };
  });
  await db.query(
    `insert into assessment_questions (id, test_id, mission_test_question_id, sequence_no, question_text, type_code,
                                       options, answer, explanation, marks, bloom_level, dok_level, difficulty)
     select (x->>'id')::int, $1, (x->>'mtq')::int, (x->>'seq')::int, x->>'text', x->>'type', x->'options',
            array(select jsonb_array_elements_text(x->'answer')::int), x->>'explanation', (x->>'marks')::numeric,
            x->>'bloom', x->>'dok', (x->>'difficulty')::smallint
       from jsonb_array_elements($2::jsonb) as x`,
    [test.id, JSON.stringify(rows)],
  );
}

/** A small deterministic random generator (mulberry32), so the demo is the same on every fresh start. */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a student of this skill might answer: mostly right on easy questions, some skips, some slips. */
function simulatedAnswers(questions: QuestionRow[], skill: number, rand: () => number, seconds: number) {
  const times = questions.map(() => 15 + rand() * 60);
  const scale = Math.min(1, (seconds * 0.9) / times.reduce((s, t) => s + t, 0));
  return questions.map((q, i): TestAttemptAnswer => {
    const optionIds = q.options.map((o) => o.id);
    let selected: number[];
    if (rand() < 0.08) selected = [];
    else if (rand() < skill - (q.difficulty - 1) * 0.15) selected = [...q.answer];
    else {
      const wrong = optionIds.filter((id) => !q.answer.includes(id));
      const pick = wrong[Math.floor(rand() * wrong.length)]!;
      selected = q.typeCode === 'QT02' || q.answer.length === 1 ? [pick] : [q.answer[0]!, pick];
    }
    return {
      questionId: String(q.id),
      missionTestQuestionId: String(q.missionTestQuestionId),
      selectedOptionIds: selected.join(','),
      isQuestionSkipped: selected.length === 0 ? '0' : '1',
      isAnsweredCorrect: '0',
      questionMarksObtained: '0',
      timeSpent: String(Math.round(times[i]! * scale)),
    };
  });
}

async function insertAttempt(
  db: Db,
  test: TestSeed,
  questions: QuestionRow[],
  userId: number,
  attemptNumber: number,
  submittedAt: Date,
  skill: number,
): Promise<void> {
  const seconds = test.minutes * 60;
  const answers = simulatedAnswers(
    questions,
    skill,
    random(userId * 7919 + test.id * 31 + attemptNumber),
    seconds,
  );
  const score = scoreAttempt(questions, answers);
  const attempted = Math.min(
    seconds,
    score.answers.reduce((sum, a) => sum + a.timeSpent, 0),
  );
  const startedAt = new Date(submittedAt.getTime() - attempted * 1000);
  const [row] = await db.query<{ id: number }>(
    `insert into test_attempts (user_id, test_id, quest_id, attempt_token, status, started_at, deadline,
                                duration_seconds, extra_time_factor, attempt_number, submitted_at, marks_obtained,
                                total_marks, total_question, skip_count, right_count, wrong_count, attempted_duration)
     values ($1, $2, $3, $4, 'submitted', $5, $6, $7, 1, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      userId,
      test.id,
      test.id < assessmentIds.onlineTests.firstId ? demo.quests.grade6 : null,
      `seed-${userId}-${test.id}-${attemptNumber}`,
      startedAt,
      new Date(startedAt.getTime() + seconds * 1000),
      seconds,
      attemptNumber,
      submittedAt,
      round2(score.marksObtained),
      round2(score.totalMarks),
      questions.length,
      score.skipCount,
      score.rightCount,
      score.wrongCount,
      attempted,
    ],
  );
  await insertAnswers(db, row!.id, score.answers);
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The student's online tests: where each sits relative to now, its flags, and how often they attempted it. */
interface AssignmentPlan {
  id: number;
  testId: number;
  start: Date;
  end: Date;
  attempts: number;
  isViewSolution: boolean;
  isViewDiagnosticReport: boolean;
  isReportGenerated: boolean;
}

function assignmentPlans(now: Date): AssignmentPlan[] {
  const { firstId, ongoing, upcoming, past } = assessmentIds.onlineTests;
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
  const plans: AssignmentPlan[] = [];
  const add = (
    testId: number,
    start: Date,
    end: Date,
    attempts: number,
    flags: [boolean, boolean, boolean],
  ) =>
    plans.push({
      id: assessmentIds.assignments.firstId + plans.length,
      testId,
      start,
      end,
      attempts,
      isViewSolution: flags[0],
      isViewDiagnosticReport: flags[1],
      isReportGenerated: flags[2],
    });
  // Ongoing: opened a few days ago, closing over the next days; the first one already attempted once.
  for (let i = 0; i < ongoing; i++) {
    add(firstId + i, at(-1 - (i % 4), -2), at(1 + i, 6), i === 0 ? 1 : 0, [false, false, false]);
  }
  // Upcoming: open in the coming days.
  for (let i = 0; i < upcoming; i++) {
    add(firstId + ongoing + i, at(2 + i * 2, 3), at(9 + i * 2, 3), 0, [false, false, false]);
  }
  // Past: closed; the first eight attempted (two of them twice) with varied report flags, the last four not.
  const pastFlags: [boolean, boolean, boolean][] = [
    [true, true, true],
    [true, true, false],
    [true, false, false],
    [true, true, true],
    [false, true, true],
    [true, false, true],
    [true, true, true],
    [true, true, true],
    [true, true, false],
    [false, false, false],
    [true, false, false],
    [false, false, false],
  ];
  for (let i = 0; i < past; i++) {
    const attempts = i < 6 ? 1 : i < 8 ? 2 : 0;
    add(firstId + ongoing + upcoming + i, at(-40 + i * 2, 9), at(-33 + i * 2, 18), attempts, pastFlags[i]!);
  }
  return plans;
}

async function seedAssessment(db: Db, { clock }: AppDeps): Promise<void> {
  const now = clock.now();
  const generatedList = generatedTests();
  const tests = [...questTests, ...generatedList];
  for (const test of tests) await insertTest(db, test);
  const questionsOf = new Map<number, QuestionRow[]>();
  for (const test of tests) questionsOf.set(test.id, await loadQuestions(db, test.id));
  const testById = new Map(tests.map((t) => [t.id, t]));

  // Classmates (ids 3001–3050 are this area's), all with the demo password.
  const passwordHash = await hashPassword(demo.users.student.password);
  for (const c of assessmentIds.classmates) {
    await db.query(
      `insert into users (id, user_name, password_hash, first_name, last_name, contact_no, user_type, created_at)
       values ($1, $2, $3, $4, $5, $2, 'ExistingUser', $6) on conflict (id) do nothing`,
      [c.id, c.userName, passwordHash, c.firstName, c.lastName, new Date(now.getTime() - 120 * DAY)],
    );
  }
  await db.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);

  const plans = assignmentPlans(now);
  // Never after the moment of seeding: a classmate's second try two days ago could otherwise land tomorrow.
  const latest = now.getTime() - HOUR;
  const attempt = async (userId: number, testId: number, number: number, at: Date, skill: number) =>
    insertAttempt(
      db,
      testById.get(testId)!,
      questionsOf.get(testId)!,
      userId,
      number,
      new Date(Math.min(at.getTime(), latest)),
      skill,
    );

  // Classmates took the quest tests and the student's attempted past tests.
  const attemptedPast = plans.filter((p) => p.attempts > 0 && p.end <= now);
  for (const [index, c] of assessmentIds.classmates.entries()) {
    const hoursIn = 3 + index * 5;
    for (const [testId, daysAgo] of [
      [assessmentIds.tests.fractions, 3],
      [assessmentIds.tests.science, 15],
      [assessmentIds.tests.quick, 2],
    ] as const) {
      await attempt(c.id, testId, 1, new Date(now.getTime() - daysAgo * DAY + hoursIn * HOUR), c.skill);
      if (index % 3 === 0) {
        await attempt(
          c.id,
          testId,
          2,
          new Date(now.getTime() - daysAgo * DAY + (hoursIn + 24) * HOUR),
          c.skill + 0.1,
        );
      }
    }
    for (const plan of attemptedPast) {
      await attempt(c.id, plan.testId, 1, new Date(plan.start.getTime() + DAY + hoursIn * HOUR), c.skill);
    }
  }

  const [student] = await db.query('select 1 from users where id = $1', [demo.users.student.id]);
  if (!student) {
    rootLog.warn('assessment seed: the demo student does not exist; their tests and attempts were skipped.');
    return;
  }
  const studentId = demo.users.student.id;
  const skill = 0.75;

  // One attempt on the science quest test (fractions stays unattempted: the journey takes it).
  await attempt(
    studentId,
    assessmentIds.tests.science,
    1,
    new Date(now.getTime() - 15 * DAY + 2 * HOUR),
    skill,
  );

  const insertAssignment = (plan: AssignmentPlan) =>
    db.query(
      `insert into online_test_assignments (id, user_id, test_id, assign_start, assign_end, is_view_solution,
                                            is_view_diagnostic_report, is_report_generated)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        plan.id,
        studentId,
        plan.testId,
        plan.start,
        plan.end,
        plan.isViewSolution,
        plan.isViewDiagnosticReport,
        plan.isReportGenerated,
      ],
    );
  for (const plan of plans) {
    await insertAssignment(plan);
    for (let n = 1; n <= plan.attempts; n++) {
      const at = new Date(Math.min(plan.start.getTime() + n * 10 * HOUR, now.getTime() - HOUR));
      await attempt(studentId, plan.testId, n, at, skill + (n - 1) * 0.1);
    }
  }
  // The science quest test is also a past online test with every report available.
  await insertAssignment({
    id: assessmentIds.assignments.sciencePast,
    testId: assessmentIds.tests.science,
    start: new Date(now.getTime() - 20 * DAY),
    end: new Date(now.getTime() - 10 * DAY),
    attempts: 1,
    isViewSolution: true,
    isViewDiagnosticReport: true,
    isReportGenerated: true,
  });
}

/** Demo data of the assessment area. */
export const assessmentSeeder: Seeder = { name: 'assessment', run: (db, deps) => seedAssessment(db, deps) };
