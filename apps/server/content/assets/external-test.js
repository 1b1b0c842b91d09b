// Stand-in for the external online-assessment page: opened with ?token=&osaid=&type=web (store-and-assessment.md §4).
// Posts { type: 'FinishTest' } after submitting, { type: 'AbortTest' } when the student abandons it,
// { type: 'TestAbort' } when its time runs out, and { type: 'Back' } from the header (ADR 0021).
import { announce, post } from './frame.js';

const TIME_LIMIT_SECONDS = 5 * 60;
const params = new URLSearchParams(window.location.search);
const status = document.getElementById('status');
const valid =
  /^[A-Za-z0-9._~-]{1,500}$/.test(params.get('token') ?? '') &&
  /^\d{1,12}$/.test(params.get('osaid') ?? '') &&
  params.get('type') === 'web';

function send(message, fallback) {
  if (!post(message)) announce(status, fallback);
}

document
  .getElementById('back')
  .addEventListener('click', () => send({ type: 'Back' }, 'Back (no app frame).'));

if (!valid) {
  document.getElementById('invalid').hidden = false;
} else {
  const form = document.getElementById('test');
  const timer = document.getElementById('timer');
  const result = document.getElementById('result');
  document.getElementById('assignment').textContent = params.get('osaid');
  form.hidden = false;
  let left = TIME_LIMIT_SECONDS;
  const show = () => {
    timer.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  };
  show();
  const tick = setInterval(() => {
    left -= 1;
    show();
    if (left <= 0) {
      clearInterval(tick);
      form.hidden = true;
      send({ type: 'TestAbort' }, 'Time is up (no app frame).');
    }
  }, 1000);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearInterval(tick);
    const answers = new FormData(form);
    let score = 0;
    form.querySelectorAll('fieldset[data-answer]').forEach((fieldset) => {
      if (answers.get(fieldset.dataset.name) === fieldset.dataset.answer) score += 1;
    });
    form.hidden = true;
    result.hidden = false;
    document.getElementById('score').textContent = `${score} / 3`;
  });

  document.getElementById('abort').addEventListener('click', () => {
    clearInterval(tick);
    form.hidden = true;
    send({ type: 'AbortTest' }, 'Test abandoned (no app frame).');
  });

  document.getElementById('finish').addEventListener('click', () => {
    send({ type: 'FinishTest' }, 'Test finished (no app frame).');
  });
}
