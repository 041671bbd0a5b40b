import { cardFiguresForRole, figureOfAnswer, figuresForRole, SHARED_FIGURES } from './contract';

describe('the figures fetched with the dashboard’s HTML', () => {
  it('are the KPI cards’ only: the charts load theirs when scrolled to', () => {
    expect(cardFiguresForRole('admin')).toEqual(figuresForRole('admin').filter((figure) => figure !== 'revenue_by_day' && figure !== 'top_items'));
    expect(cardFiguresForRole('editor')).toEqual(SHARED_FIGURES);
  });

  it('are read from an answer of the contract’s shape only', () => {
    const answer = {
      data: {
        region: 'all',
        period: { from: '2026-10-27', to: '2026-11-25' },
        previous: { from: '2026-09-27', to: '2026-10-26' },
        figures: { conversations: { flagged: 2, open: 5 } },
      },
    };
    expect(figureOfAnswer(answer, 'conversations')).toEqual({ flagged: 2, open: 5 });
    expect(figureOfAnswer(answer, 'content_work')).toBeUndefined();
    expect(figureOfAnswer({ data: { figures: { conversations: { flagged: 2, open: 5 } } } }, 'conversations')).toBeUndefined();
    expect(figureOfAnswer(null, 'conversations')).toBeUndefined();
  });
});
