import { useEffect } from 'react';
import type { Question } from '@quest/api';
import { prepareRichText } from '@quest/design-system';

/** Runs `task` when the browser is idle (a short timer where there is no idle callback); returns a canceller. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/** The server HTML a question shows: its text, then its options. */
const textsOf = (question: Question | undefined) =>
  question ? [question.questionText, ...question.options.optionItems.map((option) => option.value)] : [];

/**
 * While the learner reads question `currentIndex`, the next question (then the one before, for Back) is sanitized
 * and typeset in idle time, one text per idle callback, so Next and Back only copy prepared nodes (ADR 0124).
 */
export function usePreparedQuestions(questions: readonly Question[], currentIndex: number) {
  useEffect(() => {
    const texts = [...textsOf(questions[currentIndex + 1]), ...textsOf(questions[currentIndex - 1])];
    let cancel = () => {};
    let at = 0;
    const step = () => {
      const html = texts[at++];
      if (html === undefined) return;
      void prepareRichText(html, 'question')
        .catch(() => undefined)
        .then(() => {
          cancel = whenIdle(step);
        });
    };
    cancel = whenIdle(step);
    return () => {
      at = texts.length;
      cancel();
    };
  }, [questions, currentIndex]);
}
