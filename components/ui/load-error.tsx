'use client';
// The error state of a screen whose data did not load: what failed, the reason, and a way to try again.
import { Button } from '@chakra-ui/react';
import { errorMessage } from '@/lib/client/fetcher';
import { ErrorAlert } from './error-alert';

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
    <ErrorAlert
      title={title}
      description={errorMessage(error)}
      alignItems="center"
      maxWidth={maxWidth}
      action={
        onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    />
  );
}
