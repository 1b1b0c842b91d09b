// Content type 10: match each fraction with its decimal. Back posts { type: 'Back' }; Finish posts
// { type: 'FinishActivity', consumedTime } with the whole seconds spent on the page (ADR 0021).
import { announce, post } from './frame.js';

const startedAt = Date.now();
const status = document.getElementById('status');
const finish = document.getElementById('finish');
let selected = null;
let matched = 0;
const total = document.querySelectorAll('[data-fraction]').length;

function consumedSeconds() {
  return Math.max(0, Math.round((Date.now() - startedAt) / 1000));
}

function choose(button) {
  if (button.classList.contains('done')) return;
  if (button.dataset.fraction) {
    document.querySelectorAll('[data-fraction]').forEach((b) => b.setAttribute('aria-pressed', 'false'));
    button.setAttribute('aria-pressed', 'true');
    selected = button;
    announce(status, `Selected ${button.textContent}. Now pick its decimal.`);
    return;
  }
  if (!selected) {
    announce(status, 'Pick a fraction first.');
    return;
  }
  if (selected.dataset.fraction === button.dataset.decimal) {
    for (const b of [selected, button]) {
      b.classList.add('done');
      b.setAttribute('aria-pressed', 'false');
      b.disabled = true;
    }
    matched += 1;
    announce(
      status,
      matched === total
        ? 'All matched. Well done! Press Finish.'
        : `Correct! ${matched} of ${total} matched.`,
    );
  } else {
    announce(status, `${selected.textContent} is not ${button.textContent}. Try again.`);
  }
  selected = null;
}

document.querySelectorAll('.match button').forEach((button) => {
  button.addEventListener('click', () => choose(button));
});

document.getElementById('back').addEventListener('click', () => {
  if (!post({ type: 'Back' })) announce(status, 'Back (no app frame to return to).');
});

finish.addEventListener('click', () => {
  const consumedTime = consumedSeconds();
  finish.disabled = true;
  if (!post({ type: 'FinishActivity', consumedTime })) {
    announce(status, `Finished in ${consumedTime} s (no app frame to tell).`);
  } else {
    announce(status, `Finished in ${consumedTime} s.`);
  }
});
