/**
 * Sample questions for the assessment stories (question view, review, test runner). Stories only; not exported
 * from the package index.
 */
import type { QuestionOption } from './question-view';

/** A QT02 question (one answer) with inline formulas. */
export const fractionQuestion = {
  html: '<p>Which fraction is equal to \\(\\frac{3}{4}\\)?</p>',
  options: [
    { id: 101, html: '\\(\\frac{6}{8}\\)' },
    { id: 102, html: '\\(\\frac{4}{3}\\)' },
    { id: 103, html: '\\(\\frac{3}{8}\\)' },
    { id: 104, html: '\\(\\frac{9}{16}\\)' },
  ] satisfies QuestionOption[],
  correctIds: [101],
  explanationHtml:
    '<p>Multiply the top and the bottom by the same number: \\(\\frac{3 \\times 2}{4 \\times 2} = \\frac{6}{8}\\).</p>',
};

/** A QT01 question (several answers) in plain HTML. */
export const primesQuestion = {
  html: '<p>Select <strong>all</strong> the prime numbers.</p>',
  options: [
    { id: 201, html: '2' },
    { id: 202, html: '9' },
    { id: 203, html: '11' },
    { id: 204, html: '15' },
    { id: 205, html: '17' },
  ] satisfies QuestionOption[],
  correctIds: [201, 203, 205],
  explanationHtml:
    '<p>A prime has exactly two factors: 1 and itself. 9 = 3 × 3 and 15 = 3 × 5 are not prime.</p>',
};

/** A long question with long options, for narrow screens. */
export const longQuestion = {
  html: `<p>A farmer in Nashik plants tomatoes in rows. Each row has the same number of plants, and the field has six rows
of twelve plants each. If he adds four more rows of the same length, how many plants will the field have
altogether? Read the question carefully before you answer, and check your multiplication.</p>`,
  options: [
    {
      id: 301,
      html: 'One hundred and twenty plants, because ten rows of twelve make one hundred and twenty',
    },
    { id: 302, html: 'Seventy-two plants, because the new rows are left empty until the next season starts' },
    { id: 303, html: 'Ninety-six plants' },
  ] satisfies QuestionOption[],
  correctIds: [301],
  explanationHtml: '<p>6 + 4 = 10 rows, and 10 × 12 = 120 plants.</p>',
};
