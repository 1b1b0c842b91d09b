import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { IconButton } from '../icon-button';
import { BackHeader } from './back-header';

const noop = () => {};

/** Designer guidance for the Back Header docs page (back-header.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'At the top of a page the student reached from somewhere else (a content viewer, a mission, a report): a back arrow and the page’s title, with one or two actions at the end.',
  ],
  avoid: [
    'On the home pages the bottom bar reaches (Home, Progress, Live classes, Profile): they use the Top Bar.',
    'Inside a dialog: a dialog closes with its own × button.',
  ],
  dos: [
    {
      caption: 'Title the page with what it shows; one icon action at most on a phone.',
      example: (
        <BackHeader
          title="Light and shadows: worksheet"
          onBack={noop}
          actions={<IconButton label="Download worksheet" icon="download" onClick={noop} />}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t crowd the header with actions: the title is squeezed to a few letters per line on a phone.',
      example: (
        <div style={{ maxWidth: 320 }}>
          <BackHeader
            title="Light and shadows: worksheet"
            onBack={noop}
            actions={
              <>
                <IconButton label="Download" icon="download" onClick={noop} />
                <IconButton label="Share" icon="share" onClick={noop} />
                <IconButton label="Notifications" icon="bell" onClick={noop} />
              </>
            }
          />
        </div>
      ),
    },
  ],
  content: [
    'Title: the content’s or mission’s name, as the student tapped it; long titles wrap to two lines, never cut.',
    'The back button’s name is "Back" unless the destination is clearer ("Back to mission").',
    'Hindi titles run 20–30 % longer: keep actions to one on a phone.',
  ],
  a11y: [
    'The title is a heading (level 1 when it heads the page); the back arrow is a button named "Back".',
    'The app decides where back goes; the arrow never depends on the browser history alone.',
    'The back button and actions are at least 44 px.',
  ],
};
