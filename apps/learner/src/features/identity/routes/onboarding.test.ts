import { describe, expect, it } from 'vitest';
import {
  detailsErrors,
  failureMessage,
  gradesOfBoard,
  landingPath,
  nameError,
  readOnboardingState,
} from './onboarding';

describe('onboarding rules', () => {
  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['a'.repeat(51), 'Length should be less than 50 characters'],
    ['a'.repeat(50), undefined],
    ['Diya', undefined],
  ])('name %j → %s', (name, expected) => {
    expect(nameError(name)).toBe(expected);
  });

  it('Details screen: all three messages when nothing is chosen, none when everything is', () => {
    expect(detailsErrors({ name: '', boardId: '', gradeId: '' })).toEqual({
      name: 'Name is required',
      boardId: 'Please select board',
      gradeId: 'Please select grade',
    });
    expect(detailsErrors({ name: 'Diya', boardId: '1', gradeId: '106' })).toEqual({});
  });

  it('lists only the chosen board’s grades, none before a board is chosen', () => {
    const grades = [
      { gradeId: 106, gradeName: 'Grade 6', boardId: 1 },
      { gradeId: 206, gradeName: 'Grade 6', boardId: 2 },
      { gradeId: 107, gradeName: 'Grade 7', boardId: 1 },
    ];
    expect(gradesOfBoard(grades, '1')).toEqual([
      { value: '106', label: 'Grade 6' },
      { value: '107', label: 'Grade 7' },
    ]);
    expect(gradesOfBoard(grades, '')).toEqual([]);
  });

  it('lands on /products with showDashboard, else /home', () => {
    expect(landingPath({ showDashboard: true })).toBe('/products');
    expect(landingPath({ showDashboard: false })).toBe('/home');
  });

  it.each([
    [
      { userId: 42, promoCode: ' QUEST5 ' },
      { userId: 42, promoCode: 'QUEST5' },
    ],
    [{ userId: 42, promoCode: '' }, { userId: 42 }],
    [{ userId: '42' }, {}],
    [{ userId: -1 }, {}],
    [null, {}],
    ['x', {}],
  ])('navigation state %j → %j', (state, expected) => {
    expect(readOnboardingState(state)).toEqual(expected);
  });

  it('shows the server’s message, else a generic one', () => {
    expect(failureMessage(new Error('Please select grade'))).toBe('Please select grade');
    expect(failureMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
