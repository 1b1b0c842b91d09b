import type { EventFromLogic } from 'xstate';
import type { changePasswordMachine } from './change-password.machine.ts';

type ChangePasswordPathEvent = EventFromLogic<typeof changePasswordMachine>;

/** Events the generated paths may take: user events plus the done/error events of the invoked actor. */
export const changePasswordPathEvents = [
  { type: 'field.change', field: 'currentPassword', value: 'old' },
  { type: 'password.submit' },
  {
    type: 'password.submit',
    currentPassword: 'old',
    newPassword: 'Mango#River42',
    confirmPassword: 'Mango#River42',
  },
  { type: 'xstate.done.actor.changePassword', output: { message: 'Password changed' } },
  { type: 'xstate.error.actor.changePassword', error: new Error('Old password is incorrect') },
] as unknown as readonly ChangePasswordPathEvent[];
