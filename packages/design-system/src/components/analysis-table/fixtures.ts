import type { LevelAnalysisRow } from './analysis-table';
import type { QuestionAnalysisRow } from './question-analysis-table';

/** Sample data for the stories of the report tables. */

export const bloomRows: LevelAnalysisRow[] = [
  { level: 'recall', questionCount: 6, totalMarks: 6, userMarks: 5, averageMarks: 4.3333 },
  { level: 'understand', questionCount: 5, totalMarks: 10, userMarks: 7, averageMarks: 6.125 },
  { level: 'analysis', questionCount: 4, totalMarks: 8, userMarks: 4, averageMarks: 5.005 },
  { level: 'create', questionCount: 2, totalMarks: 6, userMarks: 3, averageMarks: 2.4 },
  { level: 'application', questionCount: 3, totalMarks: 6, userMarks: 6, averageMarks: 3.9666 },
  { level: 'evaluate', questionCount: 2, totalMarks: 4, userMarks: 1.5, averageMarks: 1.75 },
];

export const dokRows: LevelAnalysisRow[] = [
  { level: 'application', questionCount: 7, totalMarks: 14, userMarks: 10, averageMarks: 9.456 },
  { level: 'extended thinking', questionCount: 3, totalMarks: 9, userMarks: 4, averageMarks: 3.333 },
  { level: 'recall', questionCount: 8, totalMarks: 8, userMarks: 7, averageMarks: 6.8 },
  { level: 'strategic thinking', questionCount: 4, totalMarks: 9, userMarks: 5.5, averageMarks: 4.125 },
];

export const effortRows: LevelAnalysisRow[] = [
  { level: 'low', questionCount: 10, totalMarks: 10, userMarks: 9, averageMarks: 8.2 },
  { level: 'medium', questionCount: 8, totalMarks: 16, userMarks: 11, averageMarks: 10.666 },
  { level: 'tough', questionCount: 4, totalMarks: 12, userMarks: 5, averageMarks: 4.9 },
];

/** A question longer than 50 characters: cut in the table, whole for screen readers and as a tooltip. */
export const longQuestion =
  'Which of the following is the correct order of the planets from the Sun, starting with the nearest?';

const texts = [
  'What is the SI unit of force?',
  longQuestion,
  'Name the process by which plants make their food.',
  'Which gas do we breathe out?',
  'A body at rest stays at rest unless an external force acts on it. Which law is this?',
  'What is the boiling point of water at sea level?',
  'Which organ pumps blood through the body?',
  'What is the chemical formula of common salt?',
  'Which planet is known as the Red Planet?',
  'How many bones are there in the adult human body?',
];

/** `count` question rows, cycling through sample questions, difficulties and results. */
export function questionRows(count: number): QuestionAnalysisRow[] {
  return Array.from({ length: count }, (_, i): QuestionAnalysisRow => {
    const result = (['correct', 'incorrect', 'unanswered'] as const)[i % 3]!;
    return {
      id: 1000 + i,
      questionText: texts[i % texts.length]!,
      difficulty: ((i % 3) + 1) as 1 | 2 | 3,
      attemptPercentage: 92.5 - i,
      rightPercentage: 61.333 - i,
      wrongPercentage: 31.1666,
      result,
      timeSpent: result === 'unanswered' ? null : 42.456 + i,
      averageTimeAll: 38.005 + i,
      averageTimeTop10: 21.5,
    };
  });
}

/** A question shown only as an image, and one whose text is empty. */
export const imageQuestionRows: QuestionAnalysisRow[] = [
  { ...questionRows(1)[0]!, id: 2001, questionText: 'Identify the labelled part.', image: true },
  { ...questionRows(2)[1]!, id: 2002, questionText: '' },
];

/** Questions with formulas (TeX as the server writes it, markup removed): a short one and one cut by words. */
export const mathQuestionRows: QuestionAnalysisRow[] = [
  { ...questionRows(1)[0]!, id: 3001, questionText: String.raw`What is \(\frac{3}{4} + \frac{1}{8}\)?` },
  {
    ...questionRows(2)[1]!,
    id: 3002,
    questionText: String.raw`A cyclist covers 12 km in 2 hours. Using \(v = \frac{d}{t}\), what is the cyclist's speed?`,
  },
  { ...questionRows(3)[2]!, id: 3003, questionText: 'Is 3 < 5 & 5 > 3? <b>Yes</b>' },
];
