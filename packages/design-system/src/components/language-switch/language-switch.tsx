import { useId } from 'react';
import styled from 'styled-components';
import { CHOOSABLE_LOCALES, localeNames, localeTags, type ChoosableLocale } from '../../i18n/locale';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

/** Texts of the language switch (issue 29). The languages' names are written in their own script, untranslated. */
export const languageSwitchTexts = {
  legend: 'Language',
} as const;

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** Content: the language the app shows now. */
  value: ChoosableLocale;
  /** Behaviour: the chosen language is still loading (its catalogue is on its way); the switch waits. */
  busy?: boolean;
  /** Appearance: `inline` puts the legend beside the options (a screen's corner); `stacked` above them (a form). */
  layout?: 'inline' | 'stacked';
  /** Events: called with the language the student picked. */
  onChange: (locale: ChoosableLocale) => void;
}

/**
 * The app's language, English or हिन्दी: two native radios drawn as a segmented control, each name written in its
 * own script with its own `lang` (and `translate="no"`: a language's name is never translated), so a student who
 * cannot read the current language still finds theirs.
 */
export function LanguageSwitch({ value, busy = false, layout = 'inline', onChange }: LanguageSwitchProps) {
  const texts = useTexts(languageSwitchTexts);
  const name = useId();
  return (
    <Group data-layout={layout} aria-busy={busy || undefined} disabled={busy}>
      <Legend>{texts.legend}</Legend>
      <Options>
        {CHOOSABLE_LOCALES.map((locale) => (
          <Option key={locale} lang={localeTags[locale]}>
            <input
              type="radio"
              name={name}
              value={locale}
              checked={value === locale}
              onChange={() => onChange(locale)}
            />
            <Name translate="no" data-font={locale === 'hi' ? 'hindi-name' : undefined}>
              {localeNames[locale]}
            </Name>
          </Option>
        ))}
      </Options>
    </Group>
  );
}

/**
 * A language's name. "हिन्दी" is drawn from the 2.5 KB cut of the Devanagari face made for it (theme/hindi-name.css,
 * ADR 0146): an English screen shows no other Devanagari, and the whole subset would cost 45 KB.
 */
const Name = styled.span`
  &[data-font='hindi-name'] {
    font-family: 'Quest Hindi Name', ${tokens.font.family.base};
  }
`;

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${tokens.font.family.base};

  &[data-layout='stacked'] {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Legend = styled.legend`
  float: left;
  padding: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;

const Options = styled.div`
  display: inline-flex;
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.strong};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  overflow: hidden;
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 88px;
  min-height: 44px;
  padding: 0 ${tokens.space[4]};
  color: ${tokens.color.text.primary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  cursor: pointer;

  & + & {
    border-inline-start: ${tokens.borderWidth.thin} solid ${tokens.color.border.strong};
  }

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  &:has(input:checked) {
    background-color: ${tokens.color.action.primary};
    color: ${tokens.color.text.inverse};
  }

  &:has(input:focus-visible) {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: calc(-1 * ${tokens.focusRing.width});
  }

  fieldset:disabled & {
    cursor: progress;
    opacity: 0.7;
  }
`;
