import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';
import { useFirstQuestionInBackground } from './use-first-question-in-background';

interface Props {
  step: string;
  question: number;
}

function Probe({ props }: { props: Props }) {
  const shown = useFirstQuestionInBackground(props);
  return (
    <p>
      {shown.step}:{shown.question}
    </p>
  );
}

const host = document.createElement('div');
let root = createRoot(host);
afterEach(() => {
  root.unmount();
  root = createRoot(host);
});

/** Renders like a store update does: synchronously, in one piece. */
const storeUpdate = (props: Props) => flushSync(() => root.render(<Probe props={props} />));

test('Scenario: the update that ends loading keeps the loading screen, then the first question follows in the background', async () => {
  storeUpdate({ step: 'loading', question: 0 });
  expect(host.textContent).toBe('loading:0');

  storeUpdate({ step: 'answering', question: 1 });
  // The synchronous render kept the loading screen; the rest of the new props are already there.
  expect(host.textContent).toBe('loading:1');
  // The deferred render draws the question, without another update.
  await vi.waitFor(() => expect(host.textContent).toBe('answering:1'));
});

test('Scenario: once a question is on screen, Next and answers render at once, not deferred', async () => {
  storeUpdate({ step: 'loading', question: 0 });
  storeUpdate({ step: 'answering', question: 1 });
  await vi.waitFor(() => expect(host.textContent).toBe('answering:1'));

  storeUpdate({ step: 'answering', question: 2 });
  expect(host.textContent).toBe('answering:2');
  storeUpdate({ step: 'confirmingSubmit', question: 2 });
  expect(host.textContent).toBe('confirmingSubmit:2');
});

test('Scenario: a test that fails to load shows its failure after the background render as well', async () => {
  storeUpdate({ step: 'loading', question: 0 });
  storeUpdate({ step: 'failed', question: 0 });
  expect(host.textContent).toBe('loading:0');
  await vi.waitFor(() => expect(host.textContent).toBe('failed:0'));
});
