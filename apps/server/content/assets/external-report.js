// Stand-in for the external diagnostic report: the external test page opened with view=report
// (store-and-assessment.md §4, ADR 0115). Back posts { type: 'Back' }, as the test page's header does.
import { announce, post } from './frame.js';

const status = document.getElementById('status');
document.getElementById('back').addEventListener('click', () => {
  if (!post({ type: 'Back' })) announce(status, 'Back (no app frame).');
});
