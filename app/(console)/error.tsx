'use client';
// A rendering crash inside the shell (docs/console-screens.md#crash-screens): the navigation stays, the content offers a reload.
import { RenderCrashScreen } from '@/components/shell/render-crash-screen';

export default function ConsoleError({ error }: { error: unknown }) {
  return <RenderCrashScreen error={error} />;
}
