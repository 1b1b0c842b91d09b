import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Button } from '../../button';
import { CardImage } from '../../content-card/card-image';
import { Dialog } from '../../dialog';
import { Price } from '../../price';
import { cardActionText, type CardAction } from '../../product-card';
import { RichText } from '../../rich-text';
import { Tag } from '../../tag';
import { DialogMessage } from '../dialog-message';

/** Texts of the start/buy dialog that are not the caller's. */
export const startOrBuyDialogTexts = {
  description: 'Quest description',
  close: 'Close',
} as const;

/** Props of {@link StartOrBuyDialog}. */
export interface StartOrBuyDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: the quest's name; names the dialog. */
  questName: string;
  /** Content: the quest's cover (questIcon); a default tile when absent or broken. */
  imageUrl?: string | null;
  /** Content: what stands in for the cover, e.g. the quest's video; the cover image shows without it. */
  media?: ReactNode;
  /** Content: the quest's description, server HTML shown through RichText. */
  description?: string;
  /** Content: a heading over the description (e.g. "About the Quest"); without it the description is unlabelled. */
  descriptionTitle?: string;
  /** Content: the price in rupees; leave it out when the price rule says not to show it. */
  price?: number;
  /** Content: the price before a discount, struck through. */
  originalPrice?: number;
  /** Content: a note under the price, e.g. "Plus 18% GST". */
  priceNote?: string;
  /** Content: the tag label, e.g. "Bestseller", and its catalogue colour. */
  tagLabel?: string;
  tagColour?: string | null;
  /** Content: one line about the student's access, e.g. "Your 7-day trial ends on 12 Aug 2025." */
  note?: string;
  /**
   * Content: the buttons, in order, as the quest action rules give them (Launch, "<n>-Day Trial", Buy, I am
   * interested). By default the last is primary. While one is `loading` the others are locked and the dialog
   * cannot be closed.
   */
  actions: readonly CardAction[];
  /** Content: why the last action failed (the server's message); shown as an alert above the buttons. */
  error?: string | null;
  /** Events: the close button, Escape or the backdrop (never while an action is under way). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The start/buy dialog of a quest: cover, tag, name, price, description and the actions the quest action matrix
 * gives — start it (Launch), take the trial, buy it, or register interest. For a quest the student does not hold
 * yet; on home every quest is held, so a mission click there shows MissionStartDialog or TrialExpiredDialog
 * (ADR 0047). Focus starts on the first action.
 */
export function StartOrBuyDialog({
  open,
  questName,
  imageUrl,
  media,
  description,
  descriptionTitle,
  price,
  originalPrice,
  priceNote,
  tagLabel,
  tagColour,
  note,
  actions,
  error,
  onClose,
  inline = false,
}: StartOrBuyDialogProps) {
  const t = useTexts(startOrBuyDialogTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const busy = actions.some((action) => action.loading);
  return (
    <Dialog
      open={open}
      inline={inline}
      title={questName}
      titleLang={dataLang}
      size="md"
      dismissible={!busy}
      onClose={onClose}
      closeLabel={t.close}
      actions={actions.map((action, index) => (
        <Button
          key={action.label}
          variant={action.variant ?? (index === actions.length - 1 ? 'primary' : 'secondary')}
          disabled={action.disabled || (busy && !action.loading)}
          loading={action.loading}
          onClick={() => action.onClick?.()}
          data-autofocus={index === 0 || undefined}
        >
          {cardActionText(action, translate)}
        </Button>
      ))}
    >
      <Body aria-busy={busy || undefined}>
        <Cover>{media ?? <CardImage src={imageUrl} icon="star" />}</Cover>
        {tagLabel || price !== undefined ? (
          <Meta>
            {tagLabel ? <Tag label={tagLabel} colour={tagColour} /> : <span />}
            {price !== undefined ? (
              <Price amount={price} originalAmount={originalPrice} note={priceNote} size="lg" />
            ) : null}
          </Meta>
        ) : null}
        {note ? <Note>{translate(note)}</Note> : null}
        {descriptionTitle && description ? (
          <DescriptionTitle>{translate(descriptionTitle)}</DescriptionTitle>
        ) : null}
        {description ? (
          <RichText
            html={description}
            aria-label={descriptionTitle !== undefined ? translate(descriptionTitle) : t.description}
          />
        ) : null}
        <DialogMessage tone="error">{error ? translate(error) : error}</DialogMessage>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const Cover = styled.div`
  width: 100%;
  max-width: 320px;
  margin-inline: auto;
  overflow: hidden;
  border-radius: ${tokens.radius.md};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
`;

const DescriptionTitle = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;
