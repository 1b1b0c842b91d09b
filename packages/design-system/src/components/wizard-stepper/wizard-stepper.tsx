import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Icon } from '../icon';
import { wrapWords } from '../../internal/text-wrap';

/** Props of {@link WizardStepper}. */
export interface WizardStepperProps {
  /** Content: the step titles in order (sign-up: "Please enter Mobile number", "Please enter Login Details" and,
   * with the promo screen, "Please enter Coupon code (optional)"). */
  steps: string[];
  /** Content: the step being shown, counted from 0. Steps before it are complete. */
  current: number;
  /** Content: read after a complete step's title. */
  completeLabel?: string;
  /** Accessibility: names the list of steps. */
  label?: string;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** Where a learner is in a linear wizard: numbered steps, complete ones ticked, the current one marked. */
export function WizardStepper({
  steps,
  current,
  completeLabel = 'completed',
  label = 'Steps',
  className,
}: WizardStepperProps) {
  return (
    <List aria-label={label} className={className}>
      {steps.map((title, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <Step key={title} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size="sm" /> : index + 1}
            </Marker>
            <Title>
              {title}
              {state === 'complete' && <span className="visually-hidden">, {completeLabel}</span>}
            </Title>
          </Step>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[1]};
  min-width: 0;
  padding-inline: ${tokens.space[1]};
  text-align: center;

  /* The connector from the previous step's marker to this one's. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    inset-block-start: 13px;
    inset-inline-end: calc(50% + 18px);
    width: calc(100% - 36px);
    height: 2px;
    background-color: ${tokens.color.border.strong};
  }

  &[data-state='complete']:not(:first-child)::before,
  &[data-state='current']:not(:first-child)::before {
    background-color: ${tokens.color.action.primary};
  }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: ${tokens.borderWidth.thick} solid ${tokens.color.border.strong};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};

  [data-state='current'] > & {
    border-color: ${tokens.color.action.primary};
    background-color: ${tokens.color.action.primary};
    color: ${tokens.color.text.inverse};
    box-shadow: 0 0 0 3px ${tokens.button.secondary.backgroundActive};
  }

  [data-state='complete'] > & {
    border-color: ${tokens.color.action.primary};
    background-color: ${tokens.color.surface.raised};
    color: ${tokens.color.action.primary};
  }
`;

const Title = styled.span`
  max-width: 100%;
  font-size: ${tokens.font.size.xs};
  line-height: ${tokens.font.lineHeight.tight};
  color: ${tokens.color.text.secondary};
  ${wrapWords}

  [data-state='current'] > & {
    color: ${tokens.color.text.primary};
    font-weight: ${tokens.font.weight.bold};
  }
`;
