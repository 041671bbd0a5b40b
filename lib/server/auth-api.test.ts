import { BffError } from './errors';
import { ME_RETRY_DELAYS_MS, withMeRetry } from './auth-api';

describe('withMeRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries 5 times, waiting 1, 2, 4 and 8 s, on server errors', async () => {
    const started: number[] = [];
    const attempt = jest.fn(async () => {
      started.push(Date.now());
      throw new BffError(503, 'down');
    });
    const outcome = withMeRetry(attempt).catch((e: unknown) => e);
    await jest.runAllTimersAsync();
    const error = await outcome;
    expect(error).toBeInstanceOf(BffError);
    expect(attempt).toHaveBeenCalledTimes(5);
    const gaps = started.slice(1).map((t, i) => t - started[i]);
    expect(gaps).toEqual([...ME_RETRY_DELAYS_MS]);
  });

  it('stops at the first success', async () => {
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new BffError(502, 'unreachable'))
      .mockResolvedValueOnce('me');
    const outcome = withMeRetry(attempt);
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe('me');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal such as 401', async () => {
    const attempt = jest.fn(async () => {
      throw new BffError(401, 'no');
    });
    await expect(withMeRetry(attempt)).rejects.toMatchObject({ status: 401 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
