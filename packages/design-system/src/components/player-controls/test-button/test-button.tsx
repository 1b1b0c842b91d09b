import { useId } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Button } from '../../button';

/** Props of {@link TestButton}. */
export interface TestButtonProps {
  /** Behaviour: true once the video has ended and the content has a test code (learning-app.md §2, §4). */
  enabled: boolean;
  /** Content: the button's label. The spec names no text; the product says "Take Test". */
  label?: string;
  /** Content: why the button is disabled, shown under it and read with it while disabled. */
  disabledReason?: string;
  /** Events: the student opens the test (the app goes to /instruction); never called while disabled. */
  onClick: () => void;
}

/**
 * The test of a video: disabled (still focusable, with the reason shown and read) until the video ends and
 * the content has a test, then it opens the test's instructions.
 */
export function TestButton({
  enabled,
  label = 'Take Test',
  disabledReason = 'Watch the video to the end to take the test.',
  onClick,
}: TestButtonProps) {
  const reasonId = useId();
  const t = useTranslate();
  return (
    <Stack>
      <Button
        variant="primary"
        iconStart="take-test"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : reasonId}
        onClick={onClick}
      >
        {t(label)}
      </Button>
      {enabled ? null : <Reason id={reasonId}>{t(disabledReason)}</Reason>}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${tokens.space[1]};
`;

const Reason = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;
