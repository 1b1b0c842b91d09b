import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { clampPercent, progressBand } from './progress-band';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Content: the progress in percent, 0–100 (values outside are clamped). */
  value: number;
  /** Accessibility: what is measured, e.g. "Quest progress". It names the progress bar. */
  label: string;
  /** Appearance: shows the label above the bar; when false it is only read by screen readers. */
  showLabel?: boolean;
  /** Appearance: shows the rounded percentage beside the bar. */
  showValue?: boolean;
  /** Appearance: `sm` 4 px thin bar, `md` 8 px. */
  size?: 'sm' | 'md';
}

/** How far along something is. The fill is red below 25 %, amber from 25 %, green from 50 %. */
export function ProgressBar({
  value,
  label,
  showLabel = false,
  showValue = false,
  size = 'md',
}: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const rounded = Math.round(percent);
  return (
    <Root>
      <LabelText id={labelId} className={showLabel ? undefined : 'visually-hidden'}>
        {label}
      </LabelText>
      <Row>
        <Track
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          aria-valuetext={`${rounded}%`}
          data-size={size}
        >
          <Fill data-band={progressBand(percent)} style={{ width: `${percent}%` }} />
        </Track>
        {showValue && <Value aria-hidden="true">{rounded}%</Value>}
      </Row>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const LabelText = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
  /* A long unbroken label breaks anywhere instead of widening a phone's page. */
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Track = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.progress.track};

  &[data-size='sm'] {
    height: 4px;
  }
  &[data-size='md'] {
    height: 8px;
  }
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  transition: width ${tokens.motion.duration.slow} ${tokens.motion.easing.standard};

  &[data-band='low'] {
    background-color: ${tokens.color.progress.low};
  }
  &[data-band='mid'] {
    background-color: ${tokens.color.progress.mid};
  }
  &[data-band='high'] {
    background-color: ${tokens.color.progress.high};
  }
`;

const Value = styled.span`
  flex-shrink: 0;
  min-width: 3.5ch;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  text-align: end;
  color: ${tokens.color.text.primary};
`;
