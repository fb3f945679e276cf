import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { platformTheme } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    min-height: 100%;
    background: ${platformTheme.color.background};
    color: ${platformTheme.color.text};
    font-family: ${platformTheme.font.family};
    font-size: 15px;
  }
  :focus-visible {
    outline: 2px solid ${platformTheme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The theme and the page's global styles. Rendered once, by the shell (or a center's standalone page);
 * centers never add global CSS of their own.
 */
export function PlatformThemeProvider({ children }: { children: ReactNode }) {
  return (
    <EmotionThemeProvider theme={platformTheme}>
      <Global styles={globalStyles} />
      {children}
    </EmotionThemeProvider>
  );
}
