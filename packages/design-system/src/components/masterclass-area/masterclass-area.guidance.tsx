import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { MasterclassArea } from './masterclass-area';

const noop = () => {};

/** Designer guidance for MasterclassArea (shown on its docs page by masterclass-area.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'For the coding special mission (GO_CODERZ): the list of masterclasses, live ones marked, and the project upload.',
    "In its modal and in the learner's masterclass section; it brings its own loading, empty and failed states.",
  ],
  avoid: [
    'A single masterclass link elsewhere: use Masterclass Link.',
    'Any other file upload (profile picture, query attachments): use File Drop.',
  ],
  dos: [
    {
      caption: 'Live masterclasses first, each named; the upload says how far it has gone.',
      example: (
        <MasterclassArea
          masterclasses={[
            { name: 'Build a game in Scratch', href: 'https://example.com/1', live: true },
            { name: 'Python for beginners: loops', href: 'https://example.com/2', live: false },
          ]}
          uploading
          uploadProgress={40}
          onUpload={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't replace the failure with a technical message: say what failed, in the learner's words.",
      example: (
        <MasterclassArea
          masterclasses={[]}
          uploadError="Error 500: multipart boundary missing in request body"
          onUpload={noop}
        />
      ),
    },
  ],
  content: [
    'Upload messages are the spec\'s: "Uploaded successfully" and, when the server gives none, "File upload failed".',
    'Empty list: "No masterclass is on right now. Recordings and new sessions appear here." (kind, says what to expect).',
    'Masterclass names as the organiser wrote them; they wrap, nothing scrolls sideways at 320 px.',
  ],
  a11y: [
    'Two headings (level by headingLevel): the list and the upload part.',
    "The upload's success and failure are announced politely; a list that cannot load shows its message as an alert with Try again; progress is a named progress bar.",
    'While loading, placeholders are hidden from screen readers and "Loading masterclasses…" is read instead.',
  ],
};
