'use client';
// The workbench's left panel: the source's markdown as written, each pending anchor marked where its link
// would go; clicking a mark selects its suggestion.
import { Box, chakra } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import type { findAnchor as FindAnchor } from '@/areas/interlinks/anchors';
import type { ReviewedSuggestion } from '@/areas/interlinks/use-interlink-workbench';

interface SourceTextViewProps {
  /** Passed in rather than imported: the anchor finder loads on demand with the link editor. */
  findAnchor: typeof FindAnchor;
  text: string;
  suggestions: readonly ReviewedSuggestion[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  ref: React.Ref<HTMLDivElement>;
}

export function SourceTextView({ findAnchor, text, suggestions, selectedId, onSelect, ref }: SourceTextViewProps) {
  // Where two anchors overlap only the first is marked: one stretch of text can hold one link.
  const marks = useMemo(() => {
    const found = suggestions
      .map((s) => ({ s, match: findAnchor(text, s.anchor_text) }))
      .filter((m): m is { s: ReviewedSuggestion; match: NonNullable<typeof m.match> } => m.match !== null)
      .sort((a, b) => a.match.start - b.match.start);
    const kept: typeof found = [];
    for (const mark of found) if (!kept.length || mark.match.start >= kept[kept.length - 1].match.end) kept.push(mark);
    return kept;
  }, [findAnchor, text, suggestions]);

  let cursor = 0;
  return (
    <Box ref={ref} whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm" lineHeight="tall" data-testid="source-text">
      {marks.map(({ s, match }) => {
        const before = text.slice(cursor, match.start);
        cursor = match.end;
        const isSelected = s.id === selectedId;
        return (
          <Fragment key={s.id}>
            {before}
            <chakra.mark
              data-suggestion={s.id}
              onClick={() => onSelect(s.id)}
              cursor="pointer"
              borderRadius="sm"
              paddingX="0.5"
              bg={s.blockedReason ? 'red.subtle' : isSelected ? 'yellow.muted' : 'yellow.subtle'}
              color="fg"
              outline={isSelected ? '2px solid' : undefined}
              outlineColor="yellow.fg"
            >
              {match.text}
            </chakra.mark>
          </Fragment>
        );
      })}
      {text.slice(cursor)}
    </Box>
  );
}
