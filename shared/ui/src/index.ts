export { platformTheme, STATUSES, CLASSIFICATIONS, type PlatformTheme, type Status, type ClassificationMarking } from './theme/theme';
export { PlatformThemeProvider } from './theme/theme-provider';
export { ClassificationBanner } from './components/classification-banner';
export { Button, type ButtonVariant, type ButtonProps } from './components/button';
export { StatusSymbol, StatusLabel } from './components/status-symbol';
export { Card, ScreenTitle, Muted } from './components/layout';
export { CenterHeader } from './components/center-header';
export { mountStandalone } from './standalone/mount-standalone';
