import { describe, expect, test } from 'vitest';
import {
  detailsErrors,
  digitsOnly,
  emptySignUpDetails,
  failureMessage,
  mobileError,
  registrationAnalytics,
} from './sign-up.rules.ts';

describe('sign-up rules', () => {
  test.each([
    ['', 'Mobile number is required'],
    ['98765', 'Mobile number is not valid'],
    ['1234567890', 'Mobile number is not valid'],
    ['9876543210', undefined],
  ])('mobile %j → %j', (mobile, message) => {
    expect(mobileError(mobile)).toEqual(message);
  });

  test.each([
    ['98765-43210 77', 10, '9876543210'],
    ['4110a01b9', 6, '411001'],
    ['-12', 10, '12'],
  ])('digits only %j (max %i) → %j', (value, max, kept) => {
    expect(digitsOnly(value, max)).toEqual(kept);
  });

  test('Scenario: the cart form requires first and last name; the wizard requires Name', () => {
    expect(detailsErrors(emptySignUpDetails, 'cart')).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password is required',
    });
    expect(
      detailsErrors({ ...emptySignUpDetails, cityName: 'c'.repeat(51), password: 'p'.repeat(51) }, 'wizard'),
    ).toEqual({
      firstName: 'Name is required',
      cityName: 'Length should be less than 50 characters',
      password: 'Length should be less than 50 characters',
    });
  });

  test.each([
    ['abc', 'Password must be at least 8 characters'],
    ['Zx9!kq2', 'Password must be at least 8 characters'],
    ['password123', 'This password is too common. Choose another'],
    ['QWERTYUIOP', 'This password is too common. Choose another'],
    ['Mango#River42', undefined],
  ])('the password rule of @quest/api (issue 22): %j → %j, in both variants', (password, message) => {
    const details = { ...emptySignUpDetails, firstName: 'Asha', lastName: 'Rao', password };
    expect(detailsErrors(details, 'wizard').password).toEqual(message);
    expect(detailsErrors(details, 'cart').password).toEqual(message);
  });

  test('the Registration analytics payload prefixes +91', () => {
    expect(registrationAnalytics('9876543210', { ...emptySignUpDetails, emailId: 'a@b.co' })).toEqual({
      Mobilenumber: '+919876543210',
      EmailId: 'a@b.co',
      UserName: '9876543210',
    });
  });

  test.each([
    [new Error('User already exists'), 'User already exists'],
    ['plain text', 'plain text'],
    [undefined, 'Something went wrong. Please try again.'],
  ])('failure message of %j', (error, message) => {
    expect(failureMessage(error)).toEqual(message);
  });
});
