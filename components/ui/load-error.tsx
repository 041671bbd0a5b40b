'use client';
// The error state of a screen whose data did not load: what failed, the reason, and a way to try again.
// It is drawn with the theme's alert recipe on plain elements rather than Chakra's Alert, whose status
// icon comes from a module of all of Chakra's icons (1.2 KB gzip with the component, on every list's
// first load, for a state most visits never show).
import { Button, createSlotRecipeContext, type AlertRootProps, type HTMLChakraProps } from '@chakra-ui/react';
import { errorMessage } from '@/lib/client/fetcher';

const alert = createSlotRecipeContext({ key: 'alert' });
const AlertRoot = alert.withProvider<HTMLDivElement, AlertRootProps>('div', 'root');
const AlertIndicator = alert.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'indicator');
const AlertContent = alert.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');
const AlertTitle = alert.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'title');
const AlertDescription = alert.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'description');

interface LoadErrorProps {
  /** What could not be loaded, e.g. "Products could not be loaded". */
  title: string;
  error: unknown;
  /** Omitted where trying again cannot help (a record that does not exist). */
  onRetry?: () => void;
  maxWidth?: string;
}

export function LoadError({ title, error, onRetry, maxWidth }: LoadErrorProps) {
  return (
    <AlertRoot status="error" role="alert" alignItems="center" maxWidth={maxWidth}>
      <AlertIndicator>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 2.5a1.5 1.5 0 0 1 1.3.76l9 15.5A1.5 1.5 0 0 1 21 21H3a1.5 1.5 0 0 1-1.3-2.24l9-15.5A1.5 1.5 0 0 1 12 2.5Zm0 5.5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V9a1 1 0 0 0-1-1Zm0 8.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z" />
        </svg>
      </AlertIndicator>
      <AlertContent>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{errorMessage(error)}</AlertDescription>
      </AlertContent>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </AlertRoot>
  );
}
