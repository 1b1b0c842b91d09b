import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { FileDrop } from './file-drop';

const noop = () => {};

/** Designer guidance for FileDrop (shown on its docs page by file-drop.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Choosing files to send: a profile picture (image), project files zipped together (zip), attachments.',
    'On a phone it is a "Choose file" button; on a computer files can also be dropped on it.',
  ],
  avoid: [
    'The masterclass project upload: use Masterclass Area, which wraps this with its own messages.',
    'Query attachments: Query Compose Form has its own picker with limits.',
  ],
  dos: [
    {
      caption: 'A label that says what the files are for; long names are shortened, keeping the extension.',
      example: (
        <FileDrop
          label="Profile picture"
          mode="image"
          files={[{ name: 'my-school-photo-with-friends-2026.jpg' }]}
          onFilesChange={noop}
        />
      ),
    },
    {
      caption: 'While sending: a named progress bar, nothing else can be chosen.',
      example: (
        <FileDrop
          label="Project files"
          mode="zip"
          files={[{ name: 'game.sb3' }, { name: 'notes.txt' }]}
          progress={60}
          onFilesChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't show a technical error: say what failed and what to do.",
      example: (
        <FileDrop
          label="Project files"
          mode="zip"
          error="ERR_UPLOAD 413: payload exceeds limit"
          onFilesChange={noop}
        />
      ),
    },
  ],
  content: [
    'Label: what the files are for ("Profile picture", "Project files"); hint: what is accepted, one line.',
    'File names are cut to 20 characters with the extension kept (learning-app.md §6: upload names shortened to 20).',
    'Messages from the spec: "File upload failed", "Please choose an image file." for a non-image.',
  ],
  a11y: [
    'A group named by the label; the button is a 44 px target reachable by Tab, so dropping is never the only way.',
    'Refused files and errors are announced; progress is a progress bar named "Upload progress" (or your label).',
  ],
};
