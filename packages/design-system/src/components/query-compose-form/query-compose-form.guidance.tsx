import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { QueryComposeForm } from './query-compose-form';

const noop = () => {};
const missions = [
  { value: '1011', label: 'Mathematics' },
  { value: '1012', label: 'Science' },
];
const operations = [
  { value: '10111', label: 'Fractions' },
  { value: '10112', label: 'Decimals' },
];

/** Designer guidance for QueryComposeForm (shown on its docs page by query-compose-form.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the query box: asking a teacher a question, with subject, mission, optional operation, the question and attachments.',
  ],
  avoid: [
    'A reply inside a thread: Message Thread has its own reply box (no subject or mission).',
    'A short remark (flagging a question): use Text Area in its dialog.',
  ],
  dos: [
    {
      caption: "A subject that names the doubt; the mission chosen; the question in the learner's words.",
      example: (
        <QueryComposeForm
          values={{
            subject: 'Doubt in adding unlike fractions',
            missionId: '1011',
            operationId: '10111',
            body: 'How do I add 2/3 and 1/4? I keep getting 3/7.',
          }}
          files={[{ name: 'fractions-homework-page-12.png', size: 245760 }]}
          missions={missions}
          operations={operations}
          onChange={noop}
          onAddFiles={noop}
          onRemoveFile={noop}
          onSend={noop}
          onCancel={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't send without a subject and a mission: the form shows the spec's errors under each.",
      example: (
        <QueryComposeForm
          values={{ subject: '', missionId: '', operationId: '', body: 'help' }}
          files={[]}
          missions={missions}
          operations={[]}
          errors={{ subject: 'Please specify subject.', mission: 'Please specify at least one mission.' }}
          onChange={noop}
          onAddFiles={noop}
          onRemoveFile={noop}
          onSend={noop}
        />
      ),
    },
  ],
  content: [
    'Errors from the spec: "Please specify subject.", "Please specify at least one Mission."; the operation is optional.',
    'Question: up to 5,000 characters; attachments: up to 5 files, 5 MB each (the form says so).',
    'Learners may write in Hindi or mix Hindi and English; nothing is cut.',
  ],
  a11y: [
    'Every field has a visible label; errors set aria-invalid and are read with their field.',
    'Send is the one primary button; while sending it spins and the fields cannot change.',
    'Each attachment has its own Remove button named with the file.',
  ],
};
