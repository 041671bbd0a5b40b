'use client';
// The console's one error box: what went wrong, optionally why, and an action beside it; an alert
// region, so a screen reader says it when it appears. Drawn with the theme's alert recipe on plain
// elements rather than Chakra's Alert, whose status icon comes from a module of all of Chakra's icons
// (1.2 KB gzip with the component, on every first load that can show an error).
import { createSlotRecipeContext, type AlertRootProps, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const alert = createSlotRecipeContext({ key: 'alert' });
const AlertRoot = alert.withProvider<HTMLDivElement, AlertRootProps>('div', 'root');
const AlertIndicator = alert.withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'indicator');
const AlertContent = alert.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');
const AlertTitle = alert.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'title');
const AlertDescription = alert.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'description');

type ErrorAlertProps = Omit<AlertRootProps, 'status' | 'title' | 'children'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the text, e.g. a Retry button. */
  action?: ReactNode;
};

export function ErrorAlert({ title, description, action, ...rootProps }: ErrorAlertProps) {
  return (
    <AlertRoot status="error" role="alert" {...rootProps}>
      <AlertIndicator>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 2.5a1.5 1.5 0 0 1 1.3.76l9 15.5A1.5 1.5 0 0 1 21 21H3a1.5 1.5 0 0 1-1.3-2.24l9-15.5A1.5 1.5 0 0 1 12 2.5Zm0 5.5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V9a1 1 0 0 0-1-1Zm0 8.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z" />
        </svg>
      </AlertIndicator>
      <AlertContent>
        <AlertTitle>{title}</AlertTitle>
        {description !== undefined && <AlertDescription>{description}</AlertDescription>}
      </AlertContent>
      {action}
    </AlertRoot>
  );
}
