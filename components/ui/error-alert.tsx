'use client';
// The console's one error box, on Chakra's Alert: what went wrong, optionally why, and an action beside
// it (a Retry button). An alert region, so a screen reader says it when it appears.
import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ErrorAlertProps = Omit<AlertRootProps, 'status' | 'title' | 'children'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the text, e.g. a Retry button. */
  action?: ReactNode;
};

export function ErrorAlert({ title, description, action, ...rootProps }: ErrorAlertProps) {
  return (
    <Alert.Root status="error" role="alert" {...rootProps}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description !== undefined && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
