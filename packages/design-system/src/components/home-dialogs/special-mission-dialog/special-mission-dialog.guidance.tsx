import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { SpecialMissionDialog } from './special-mission-dialog';

const noop = () => {};
const masterclasses = [
  {
    name: 'GO_CODERZ Live: Build a Maze Game',
    href: 'https://masterclass.example.com/go-coderz/live/maze-game',
    live: true,
  },
  {
    name: 'Recording: Your first Scratch game',
    href: 'https://masterclass.example.com/go-coderz/recordings/1',
    live: false,
  },
];
const base = {
  inline: true,
  open: true,
  displayName: 'GO_CODERZ',
  masterclasses,
  onUpload: noop,
  onOpenMission: noop,
  onClose: noop,
};

/** Designer guidance for the Special Mission Dialog docs page (special-mission-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'On home, for a student registered for the coding competition who has not submitted yet: where they stand, the masterclasses, the project upload and Open mission.',
  ],
  avoid: [
    'To invite a student who has not registered: use the Coding Competition Dialog.',
    'For an ordinary mission: use the Mission Start Dialog.',
  ],
  dos: [
    {
      caption: 'Show where the student stands and the masterclasses, live ones marked.',
      example: <SpecialMissionDialog {...base} competitionStatus="Registered" />,
    },
  ],
  donts: [
    {
      caption: 'Don’t hide an upload failure behind a generic word: say what failed, as the server says it.',
      example: <SpecialMissionDialog {...base} competitionStatus="Registered" uploadError="Error" />,
    },
  ],
  content: [
    'Status lines are fixed: "You have not joined the competition yet.", "You are registered. Upload your project to enter the competition.", "Your project has been received. Uploading again sends a new version."',
    'Masterclass names as the server gives them; live ones carry "Live".',
    'Upload messages: "Uploaded successfully", or the server’s reason, else "File upload failed".',
  ],
  a11y: [
    'A dialog named by the mission’s name; focus goes to Not now.',
    'Upload stays disabled until files are chosen; while uploading it is announced busy and the dialog cannot be closed.',
    'The upload’s success is announced politely, its failure as an alert.',
    'Masterclass links are links, named with "Live" when on air.',
  ],
};
