import { ClassificationBanner, PlatformThemeProvider, StatusLabel } from '@csw/ui';

/** What the user sees when the shell cannot start (for example the platform config is missing). */
export function BootFailure({ message }: { message: string }) {
  return (
    <PlatformThemeProvider>
      <ClassificationBanner position="top" />
      <main style={{ padding: '2rem' }}>
        <h1>The workspace could not start</h1>
        <p role="alert">
          <StatusLabel status="critical">{message}</StatusLabel>
        </p>
        <p>Reload the page. If this persists, contact your administrator.</p>
      </main>
      <ClassificationBanner position="bottom" />
    </PlatformThemeProvider>
  );
}
