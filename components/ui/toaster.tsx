'use client';
// Renders the app's toasts (lib/client/toaster) at the top centre. The list is a polite live region
// that is always present, so screen readers announce each toast as it arrives; errors are alerts.
// A toast's time runs from the frame after the one that painted it; pointer or keyboard focus on a toast
// pauses every countdown.
import { Box, Button, chakra, IconButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { toaster, type Toast, type ToastType } from '@/lib/client/toaster';

const PALETTE: Record<ToastType, string> = { success: 'green', error: 'red', info: 'blue', warning: 'orange' };

function Glyph({ type }: { type: ToastType }) {
  const path =
    type === 'success'
      ? 'M20 6 9 17l-5-5'
      : type === 'info'
        ? 'M12 16v-4M12 8h.01'
        : 'M12 8v4M12 16h.01';
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="5" flexShrink={0} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      {type !== 'success' && <circle cx="12" cy="12" r="10" />}
      <path d={path} />
    </chakra.svg>
  );
}

/** Tells the store once the toast is on screen: an effect runs before the paint, a frame's callback before the next one, so the second frame. */
function useShownOnScreen(id: number) {
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => toaster.shown(id));
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);
}

function ToastCard({ toast }: { toast: Toast }) {
  useShownOnScreen(toast.id);
  return (
    <chakra.li
      display="flex"
      alignItems="flex-start"
      gap="3"
      width={{ base: 'full', md: 'sm' }}
      padding="4"
      borderRadius="l2"
      boxShadow="lg"
      colorPalette={PALETTE[toast.type]}
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      pointerEvents="auto"
      animationName="fade-in"
      animationDuration="fast"
      _motionReduce={{ animation: 'none' }}
    >
      <Glyph type={toast.type} />
      {/* The alert is the message, inside the list item: a list's items must stay list items. */}
      <Stack role={toast.type === 'error' ? 'alert' : undefined} gap="1" flex="1" minWidth="0">
        {toast.title && (
          <Text fontWeight="semibold" textStyle="sm">
            {toast.title}
          </Text>
        )}
        {toast.description && (
          <Text textStyle="sm" overflowWrap="anywhere">
            {toast.description}
          </Text>
        )}
      </Stack>
      {toast.action && (
        <Button
          size="xs"
          variant="outline"
          color="inherit"
          borderColor="currentColor"
          _hover={{ bg: 'blackAlpha.200' }}
          onClick={() => {
            toaster.dismiss(toast.id);
            toast.action!.onClick();
          }}
        >
          {toast.action.label}
        </Button>
      )}
      {toast.closable && (
        <IconButton
          aria-label="Close notification"
          size="2xs"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'blackAlpha.200' }}
          onClick={() => toaster.dismiss(toast.id)}
        >
          <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
            <path d="M18 6 6 18M6 6l12 12" />
          </chakra.svg>
        </IconButton>
      )}
    </chakra.li>
  );
}

const none: readonly Toast[] = [];

export function Toaster() {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, () => none);
  return (
    <Box
      as="section"
      aria-label="Notifications"
      position="fixed"
      insetInline="4"
      top="4"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      <chakra.ol
        aria-live="polite"
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="2"
        width={{ base: 'full', md: 'auto' }}
        onPointerEnter={() => toaster.pause('pointer')}
        onPointerLeave={() => toaster.resume('pointer')}
        onFocus={() => toaster.pause('focus')}
        // Focus moving from one toast to another stays in the list: only leaving it resumes.
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) toaster.resume('focus');
        }}
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </chakra.ol>
    </Box>
  );
}
