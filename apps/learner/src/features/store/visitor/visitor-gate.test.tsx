import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SWRConfig } from 'swr';
import { identityEndpoints, learningEndpoints, type ApiClient } from '@quest/api';
import { makeUserInfo } from '@quest/api/mocks';
import { loginDialogTexts } from '@quest/design-system';
import { createAppServices, ServicesProvider } from '../../../app/services';
import { createAppSession, memoryStorages } from '../../../platform/session';
import { useVisitorGate, type VisitorGate } from './visitor-gate';

// The dialog is driven through real browser events (not act): React renders as in the app, and the test waits.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let cleanup: () => void = () => {};
afterEach(() => cleanup());

/** The gate on memory storage and an API that signs anyone in as the demo student. */
async function arrange({ signedIn }: { signedIn: boolean }) {
  const session = createAppSession(
    memoryStorages({ session: signedIn ? { token: 'token-0', appId: '1' } : {} }),
  );
  const call = vi.fn(async (endpoint: { name: string }, _input: unknown, _options?: unknown) => {
    if (endpoint === identityEndpoints.authenticateUser) return { token: 'token-1' };
    if (endpoint === identityEndpoints.getCurrentUser) return makeUserInfo();
    if (endpoint === learningEndpoints.getUserQuest) return { questList: [] };
    throw new Error(`unexpected call ${endpoint.name}`);
  });
  const api = { call, sessionStarted: vi.fn(), onSessionInvalid: () => () => {} } as unknown as ApiClient;
  const services = createAppServices({ session, api });

  const gate = { current: undefined as unknown as VisitorGate };
  function Probe() {
    const value = useVisitorGate();
    gate.current = value;
    return value.dialogs;
  }
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ServicesProvider services={services}>
        <Probe />
      </ServicesProvider>
    </SWRConfig>,
  );
  cleanup = () => {
    root.unmount();
    host.remove();
  };
  await vi.waitFor(() => expect(gate.current).toBeDefined());
  return { gate, call, session };
}

const dialog = () => page.getByRole('dialog', { name: loginDialogTexts.title });

describe('useVisitorGate', () => {
  test('Scenario: a student is signed in: the action runs at once and no dialog opens', async () => {
    const { gate, call } = await arrange({ signedIn: true });
    expect(gate.current.signedIn).toBe(true);
    const then = vi.fn();
    gate.current.requireSignIn(then);
    expect(then).toHaveBeenCalledOnce();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  test('Scenario: a visitor signs in from the dialog: the pending action then runs, once', async () => {
    const { gate, call, session } = await arrange({ signedIn: false });
    expect(gate.current.signedIn).toBe(false);
    const then = vi.fn();
    gate.current.requireSignIn(then);
    expect(then).not.toHaveBeenCalled();
    await expect.element(dialog()).toBeVisible();

    await dialog().getByRole('textbox', { name: loginDialogTexts.username }).fill('9876543210');
    await dialog()
      .getByLabelText(/^Password/)
      .fill('Quest@123');
    await dialog().getByRole('button', { name: loginDialogTexts.logIn }).click();

    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
    await expect.element(dialog()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(gate.current.signedIn).toBe(true));
    expect(session.getToken()).toBe('token-1');
    expect(call).toHaveBeenCalledWith(
      identityEndpoints.authenticateUser,
      {},
      { credentials: { username: '9876543210', password: 'Quest@123' } },
    );

    // Signed in now: the next action runs at once.
    const next = vi.fn();
    gate.current.requireSignIn(next);
    expect(next).toHaveBeenCalledOnce();
    expect(then).toHaveBeenCalledOnce();
  });

  test('Scenario: a visitor closes the dialog: the pending action is dropped', async () => {
    const { gate, call } = await arrange({ signedIn: false });
    const then = vi.fn();
    gate.current.requireSignIn(then);
    await expect.element(dialog()).toBeVisible();

    await dialog().getByRole('button', { name: /close/i }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(then).not.toHaveBeenCalled();
    expect(gate.current.signedIn).toBe(false);
    expect(call).not.toHaveBeenCalled();

    // A later request opens the dialog afresh, with only the new action pending.
    const later = vi.fn();
    gate.current.requireSignIn(later);
    await expect.element(dialog()).toBeVisible();
    expect(then).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });
});
