/**
 * Sample values and the typed-values state of the sign-up form's stories (Templates/Sign Up Form and the Sign Up
 * Dialog around it). Stories only; not exported from the package index.
 */
import { useState } from 'react';
import type { SignUpFormField } from './sign-up-form-view';

type Values = Record<SignUpFormField, string>;

/** Nothing typed yet. */
export const emptySignUpValues: Values = { firstName: '', lastName: '', password: '', emailId: '' };

/** A complete, valid form. */
export const filledSignUpValues: Values = {
  firstName: 'Ananya',
  lastName: 'Rao',
  password: 'Quest@123',
  emailId: 'ananya.rao@quest.example',
};

/** Keeps what is typed in story state, as the sign-up flow does, and still reports every change to the args. */
export function useStoryFormValues(args: {
  values: Values;
  onFieldChange: (field: SignUpFormField, value: string) => void;
}) {
  const [values, setValues] = useState(args.values);
  const onFieldChange = (field: SignUpFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    args.onFieldChange(field, value);
  };
  return { values, onFieldChange };
}
