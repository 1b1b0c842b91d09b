import styled from 'styled-components';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { StartOrBuyDialog, type StartOrBuyDialogProps } from '../home-dialogs';

/** Texts of the detail dialog (store-and-assessment.md §2.5 "Quest/product detail dialog"). */
export const questDetailDialogTexts = {
  about: 'About the Quest',
  video: 'Quest video',
  /** ICU: the video's accessible name. */
  videoLabel: 'Quest video: {name}',
} as const;

/** Props of {@link QuestDetailDialog}. */
export interface QuestDetailDialogProps extends Omit<
  StartOrBuyDialogProps,
  'questName' | 'media' | 'descriptionTitle' | 'note'
> {
  /** Content: the quest's or product's name; names the dialog. */
  name: string;
  /**
   * Content: the quest's or product's video (questVideo / productVideo). A file the browser plays itself (mp4,
   * webm) shows with the native controls in place of the icon; an empty or streaming (.m3u8) address shows the
   * icon, so the dialog never pulls in the streaming engine (ADR 0068).
   */
  videoUrl?: string | null;
}

/** A video address the native `<video>` element plays without a streaming engine. */
export function isPlainVideo(url: string | null | undefined): url is string {
  if (!url || !url.trim()) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return !/\.m3u8$/i.test(path);
}

/**
 * The catalogue's detail dialog of a quest or product: name, its video (or icon), tag and price, "About the Quest"
 * (server HTML through RichText) and the action buttons the action matrix gives. Built on StartOrBuyDialog.
 */
export function QuestDetailDialog({ name, videoUrl, imageUrl, ...rest }: QuestDetailDialogProps) {
  const t = useTexts(questDetailDialogTexts);
  const translate = useTranslate();
  return (
    <StartOrBuyDialog
      {...rest}
      questName={name}
      imageUrl={imageUrl}
      descriptionTitle={t.about}
      media={
        isPlainVideo(videoUrl) ? (
          <Video
            src={videoUrl}
            controls
            playsInline
            preload="metadata"
            poster={imageUrl ?? undefined}
            aria-label={translate(questDetailDialogTexts.videoLabel, { name })}
          />
        ) : undefined
      }
    />
  );
}

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${tokens.color.surface.sunken};
`;
