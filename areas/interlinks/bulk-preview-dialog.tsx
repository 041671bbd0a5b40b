'use client';
// The preview before a bulk review: which suggestions will become links (and the text they change), which
// are skipped and why, and which will be rejected. Loaded when first opened, not with the workbench.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { BulkPlan } from '@/areas/interlinks/use-interlink-workbench';

export interface BulkPreviewDialogProps {
  plan: BulkPlan;
  before: string;
  threshold: number;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

export function BulkPreviewDialog({ plan, threshold, onClose, onConfirm }: BulkPreviewDialogProps) {
  const nothing = plan.accept.length === 0 && plan.reject.length === 0;
  return (
    <ConfirmDialog
      title={`Accept suggestions scoring ${threshold} or more?`}
      confirmLabel={`Accept ${plan.accept.length}${plan.reject.length ? ` and reject ${plan.reject.length}` : ''}`}
      tone="success"
      size="lg"
      isConfirmDisabled={nothing}
      onCancel={onClose}
      onConfirm={onConfirm}
    >
      <Stack gap="4">
        <Box as="section" aria-label="Will be linked">
          <Heading as="h3" size="sm">
            Will be linked ({plan.accept.length})
          </Heading>
          <Stack as="ul" gap="1" marginTop="1" fontSize="sm" paddingLeft="4">
            {plan.accept.map((s) => (
              <li key={s.id}>
                “{s.anchor_text}” → <code>[{s.anchor_text}]({s.href})</code> ({s.score.toFixed(2)})
              </li>
            ))}
          </Stack>
        </Box>
        {plan.skipped.length > 0 && (
          <Box as="section" aria-label="Skipped">
            <Heading as="h3" size="sm">
              Skipped, not allowed ({plan.skipped.length})
            </Heading>
            <Stack as="ul" gap="1" marginTop="1" fontSize="sm" paddingLeft="4">
              {plan.skipped.map((s) => (
                <li key={s.id}>
                  “{s.anchor_text}” → {s.target_title}: {s.blockedReason ?? 'the anchor is already linked by another suggestion.'}
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {plan.reject.length > 0 && (
          <Box as="section" aria-label="Will be rejected">
            <Heading as="h3" size="sm">
              Will be rejected ({plan.reject.length})
            </Heading>
            <Stack as="ul" gap="1" marginTop="1" fontSize="sm" paddingLeft="4">
              {plan.reject.map((s) => (
                <li key={s.id}>
                  “{s.anchor_text}” → {s.target_title} ({s.score.toFixed(2)})
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {plan.accept.length > 0 && (
          <Box as="section" aria-label="Text after">
            <Heading as="h3" size="sm">
              The text after
            </Heading>
            <Text as="pre" whiteSpace="pre-wrap" fontSize="xs" fontFamily="mono" borderWidth="1px" borderRadius="md" padding="2" marginTop="1">
              {plan.after}
            </Text>
          </Box>
        )}
        {nothing && <Text>Nothing would change: no pending suggestion scores {threshold} or more and may be linked.</Text>}
      </Stack>
    </ConfirmDialog>
  );
}
