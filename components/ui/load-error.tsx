'use client';
// The error state of a screen whose data did not load: what failed, the reason, and a way to try again.
import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from '@/lib/client/fetcher';

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
    <Alert.Root status="error" alignItems="center" maxWidth={maxWidth}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}
