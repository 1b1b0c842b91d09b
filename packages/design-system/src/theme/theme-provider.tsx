import { createContext, useContext, type ReactNode } from 'react';
import { defaultTheme, type ThemeName } from '../tokens/themes';
import { GlobalStyle } from './global-style';

const InsideProvider = createContext(false);

export interface ThemeProviderProps {
  /** Theme whose token values apply to the children. */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Applies a theme to its children through `data-theme`. The outermost provider also renders the global
 * styles; nested providers (a differently themed region) only switch the attribute.
 */
export function ThemeProvider({ theme = defaultTheme, children }: ThemeProviderProps) {
  const nested = useContext(InsideProvider);
  return (
    <InsideProvider.Provider value>
      {!nested && <GlobalStyle />}
      <div data-theme={theme}>{children}</div>
    </InsideProvider.Provider>
  );
}
