import { useId } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Box, Description, Row, Text } from '../checkbox/checkbox';
import type { ChoiceOption } from '../checkbox-group';
import { Fieldset, useControllableState, type FieldsetProps } from '../field';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<FieldsetProps, 'children'> {
  /** Content: the options, in order; labels may hold rich content. */
  options: readonly ChoiceOption[];
  /** Content: the chosen value (`''` for none) when the caller controls it. */
  value?: string;
  /** Content: the starting value when the group keeps its own. */
  defaultValue?: string;
  /** Behaviour: the form name shared by the radios; generated when absent. */
  name?: string;
  /** Events: called with the chosen value. */
  onValueChange?: (value: string) => void;
}

/**
 * One choice among several (QT02 answers). Native radios in a fieldset: Tab enters the group at the chosen
 * option, the arrow keys move and choose, exactly as the platform does.
 */
export function RadioGroup({
  options,
  value,
  defaultValue = '',
  name,
  onValueChange,
  ...fieldset
}: RadioGroupProps) {
  const [chosen, setChosen] = useControllableState(value, defaultValue, onValueChange);
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <Fieldset {...fieldset}>
      {options.map((option, index) => {
        const labelId = `${groupName}-${index}-label`;
        const descriptionId = `${groupName}-${index}-description`;
        return (
          <Row key={option.value} data-disabled={option.disabled || undefined}>
            <Box>
              <Radio
                type="radio"
                name={groupName}
                value={option.value}
                checked={chosen === option.value}
                disabled={option.disabled}
                // The row's <label> also wraps the description; the name is the label text alone.
                aria-labelledby={option.description ? labelId : undefined}
                aria-describedby={option.description ? descriptionId : undefined}
                aria-invalid={fieldset.error ? true : undefined}
                onChange={() => setChosen(option.value)}
              />
            </Box>
            <Text>
              <span id={labelId}>{option.label}</span>
              {option.description && <Description id={descriptionId}>{option.description}</Description>}
            </Text>
          </Row>
        );
      })}
    </Fieldset>
  );
}

const Radio = styled.input`
  width: 100%;
  height: 100%;
  margin: 0;
  border: ${tokens.borderWidth.thick} solid ${tokens.field.border};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.field.background};
  appearance: none;
  cursor: inherit;
  transition: box-shadow ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  label:hover > span > &:not(:disabled) {
    border-color: ${tokens.field.borderHover};
  }

  &:checked {
    border-color: ${tokens.field.checked};
    background-color: ${tokens.field.checked};
    box-shadow: inset 0 0 0 4px ${tokens.field.background};
  }

  &[aria-invalid='true'] {
    border-color: ${tokens.field.borderInvalid};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &:disabled {
    border-color: ${tokens.button.disabled.border};
    background-color: ${tokens.field.backgroundDisabled};
  }

  &:disabled:checked {
    border-color: ${tokens.field.adornment};
    background-color: ${tokens.field.adornment};
    box-shadow: inset 0 0 0 4px ${tokens.field.backgroundDisabled};
  }
`;
