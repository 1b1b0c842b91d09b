import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryComposeForm, type QueryComposeFields, type QueryComposeFormProps } from './query-compose-form';
import { AttachmentPicker, type ChosenFile } from './attachment-picker';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const missions = [
  { value: '1011', label: 'Mathematics' },
  { value: '1012', label: 'Science' },
];
const operationsOf = (missionId: string) =>
  missionId === '1011'
    ? [
        { value: '10111', label: 'Fractions' },
        { value: '10112', label: 'Decimals' },
      ]
    : [];
const empty: QueryComposeFields = { subject: '', missionId: '', operationId: '', body: '' };
const filled: QueryComposeFields = {
  subject: 'Doubt in adding unlike fractions',
  missionId: '1011',
  operationId: '10111',
  body: 'How do I add 2/3 and 1/4? I keep getting 3/7.',
};
const photo: ChosenFile = { name: 'fractions-homework-page-12.png', size: 245_760 };

/** Keeps the values as the app does, so typing and choosing work in the story. */
function Stateful(props: QueryComposeFormProps) {
  const [values, setValues] = useState(props.values);
  const [files, setFiles] = useState<ChosenFile[]>([...props.files]);
  return (
    <QueryComposeForm
      {...props}
      values={values}
      files={files}
      operations={operationsOf(values.missionId)}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
      onAddFiles={(added) => {
        setFiles((list) => [...list, ...added.map((f) => ({ name: f.name, size: f.size }))]);
        props.onAddFiles(added);
      }}
      onRemoveFile={(index) => {
        setFiles((list) => list.filter((_, i) => i !== index));
        props.onRemoveFile(index);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Inputs/Query Compose Form',
  component: QueryComposeForm,
  args: {
    values: empty,
    files: [],
    missions,
    operations: [],
    onChange: fn(),
    onAddFiles: fn(),
    onRemoveFile: fn(),
    onSend: fn(),
    onCancel: fn(),
  },
  argTypes: {
    values: { control: 'object', table: { category: 'Content' } },
    files: { control: 'object', table: { category: 'Content' } },
    missions: { control: 'object', table: { category: 'Content' } },
    operations: { control: 'object', table: { category: 'Content' } },
    errors: { control: 'object', table: { category: 'Content' } },
    texts: { control: 'object', table: { category: 'Content' } },
    sending: { control: 'boolean', table: { category: 'Behaviour' } },
    maxBodyLength: { control: 'number', table: { category: 'Behaviour' } },
    onChange: { table: { category: 'Events' } },
    onAddFiles: { table: { category: 'Events' } },
    onRemoveFile: { table: { category: 'Events' } },
    onSend: { table: { category: 'Events' } },
    onCancel: { table: { category: 'Events' } },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QueryComposeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty query: the operation waits for a mission; Send and Cancel report to the caller. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Operation/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Fractions');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Fractions' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Mission/ }), 'Mathematics');
    const operation = canvas.getByRole('combobox', { name: /Operation/ });
    await expect(operation).toBeEnabled();
    await userEvent.selectOptions(operation, 'Decimals');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ missionId: '1011', operationId: '10112' }),
    );
    // Another mission clears the operation.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Mission/ }), 'Science');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ missionId: '1012', operationId: '' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Send without subject and mission: the spec's two messages under their fields. */
export const MissingSubjectAndMission: Story = {
  args: {
    errors: { subject: 'Please specify subject.', mission: 'Please specify at least one mission.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription(
      /Please specify subject\./,
    );
    await expect(canvas.getByRole('combobox', { name: /^Mission/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please specify at least one mission.')).toBeVisible();
  },
};

/** Filled in with a file attached; a file can be added and removed. */
export const WithAttachments: Story = {
  args: { values: filled, files: [photo] },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Chosen for Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const input = canvasFileInput(canvas.getByRole('group', { name: 'Attachments' }));
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${photo.name}` }));
    await expect(args.onRemoveFile).toHaveBeenCalledWith(0);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A refused choice: the caller's limit message under the drop area. */
export const AttachmentLimit: Story = {
  args: {
    values: filled,
    files: [1, 2, 3, 4, 5].map((i) => ({ name: `page-${i}.png`, size: 120_000 * i })),
    errors: { attachments: 'You can attach at most 5 files.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You can attach at most 5 files.')).toBeVisible();
  },
};

/** Sending: Send spins and ignores presses; the fields keep their values but cannot change. */
export const Sending: Story = {
  args: { values: filled, files: [photo], sending: true },
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue(filled.subject);
    await expect(canvas.getByRole('combobox', { name: /^Mission/ })).toBeDisabled();
  },
};

function canvasFileInput(group: HTMLElement): HTMLInputElement {
  const input = group.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** The form's states side by side: empty, errors, filled with files, sending, Hindi and very long content. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => {
    const noop = () => {};
    const common = { missions, onChange: noop, onAddFiles: noop, onRemoveFile: noop, onSend: noop };
    const cases: [string, string, Partial<QueryComposeFormProps>, string?][] = [
      ['Empty', 'Empty — Send waits for a subject and a mission', { values: empty, files: [] }],
      [
        'Errors',
        'Errors — subject, mission and too many attachments',
        {
          values: empty,
          files: [],
          errors: {
            subject: 'Please specify subject.',
            mission: 'Please specify at least one mission.',
            attachments: 'You can attach at most 5 files.',
          },
        },
      ],
      [
        'Filled',
        'Filled — mission and operation chosen, a photo attached, Cancel',
        { values: filled, files: [photo], operations: operationsOf('1011'), onCancel: noop },
      ],
      [
        'Sending',
        'Sending — Send busy, fields held',
        { values: filled, files: [photo], operations: operationsOf('1011'), sending: true },
      ],
      [
        'Hindi',
        'Hindi — labels, question, file name and error in Hindi',
        {
          values: {
            ...filled,
            subject: 'असमान भिन्नों को जोड़ने में शंका',
            body: '2/3 और 1/4 को कैसे जोड़ें? मेरा उत्तर हर बार 3/7 आता है।',
          },
          files: [{ name: 'भिन्न-गृहकार्य-पृष्ठ-12.png', size: 245_760 }],
          operations: operationsOf('1011'),
          errors: { attachments: 'आप ज़्यादा से ज़्यादा 5 फ़ाइलें जोड़ सकते हैं।' },
          texts: {
            subject: 'विषय',
            mission: 'मिशन',
            missionPlaceholder: 'मिशन चुनें',
            operation: 'ऑपरेशन (ज़रूरी नहीं)',
            operationPlaceholder: 'कोई भी ऑपरेशन',
            operationHint: 'पहले मिशन चुनें।',
            body: 'आपका सवाल',
            attachments: 'अटैचमेंट',
            attachmentsHint: 'ज़्यादा से ज़्यादा 5 फ़ाइलें, हर एक 5 MB तक।',
            remove: 'हटाएँ',
            send: 'भेजें',
            cancel: 'रद्द करें',
          },
        },
        'hi',
      ],
      [
        'Very long',
        'Very long — a long subject, an unbroken file name and link in the question',
        {
          values: { ...filled, subject: longText.title, body: `${longText.sentence} ${longText.url}` },
          files: [{ name: `${longText.word}-${longText.word}.png`, size: 5_242_880 }],
          operations: operationsOf('1011'),
          errors: { subject: longText.sentence },
        },
      ],
    ];
    return (
      <Sheet columnMin={300} gap={24}>
        {cases.map(([label, caption, props, lang]) => (
          <SheetTile key={label} caption={caption} lang={lang}>
            <section aria-label={label}>
              <QueryComposeForm operations={[]} values={empty} files={[]} {...common} {...props} />
            </section>
          </SheetTile>
        ))}
      </Sheet>
    );
  },
  play: sheetFitsPhone,
};

/** The picker alone (the reply panel uses it too). */
export const PickerOnly: Story = {
  render: () => (
    <AttachmentPicker
      label="Reply attachments"
      hint="Up to 5 files, 5 MB each."
      files={[photo]}
      onAdd={() => {}}
      onRemove={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Remove ${photo.name}` })).toBeVisible();
  },
};
