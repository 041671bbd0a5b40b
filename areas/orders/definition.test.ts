// The order rules: every pair of statuses allowed or refused by the workflow, the steps that demand a
// value, and the totals arithmetic a drawer checks.
import { ORDER_STATUSES, orderSchema, ordersResource, type OrderStatus } from './definition';
import { checkTotals, linesSubtotal } from '@/lib/resources/totals';
import { checkStepBody, type WorkflowResource } from '@/lib/resources/workflow';

const rules = ordersResource as WorkflowResource;

const ALLOWED: ReadonlySet<string> = new Set([
  'awaiting>placed',
  'placed>processed',
  'processed>shipped',
  'shipped>completed',
  'awaiting>cancelled',
  'placed>cancelled',
  'processed>cancelled',
]);

describe('order status graph', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));
  it.each(pairs)('%s → %s is allowed only when the workflow says so', (from, to) => {
    const check = checkStepBody(rules, from, { from, to, tracking_number: 'RM1', cancelled_reason: 'Asked to' });
    if (ALLOWED.has(`${from}>${to}`)) expect(check.ok).toBe(true);
    else expect(check).toMatchObject({ ok: false, status: 409 });
  });

  it('demands a tracking number to ship and a reason to cancel, naming the field', () => {
    expect(checkStepBody(rules, 'processed', { from: 'processed', to: 'shipped' })).toMatchObject({ status: 422, errors: { tracking_number: 'Tracking number is required' } });
    expect(checkStepBody(rules, 'placed', { from: 'placed', to: 'cancelled', cancelled_reason: '  ' })).toMatchObject({
      status: 422,
      errors: { cancelled_reason: 'Cancellation reason is required' },
    });
  });

  it('refuses a step from a status the order has left', () => {
    expect(checkStepBody(rules, 'shipped', { from: 'processed', to: 'shipped', tracking_number: 'X' })).toMatchObject({
      status: 409,
      message: 'This order is now Shipped, not Processed; reload to see the latest.',
    });
  });

  it('asks before cancelling, in the danger tone, and never cancels or ships in bulk', () => {
    const cancel = ordersResource.workflow!.steps.find((step) => step.key === 'cancel')!;
    expect(cancel).toMatchObject({ tone: 'danger', bulk: false, needs: ['cancelled_reason'] });
    expect(cancel.confirm).toBeTruthy();
    expect(ordersResource.workflow!.steps.find((step) => step.key === 'ship')!.bulk).toBe(false);
  });
});

describe('order totals', () => {
  const check = ordersResource.detail!.totals!;
  const money = { subtotal: 2397, discount_total: 240, shipping_total: 399, tax_total: 0 };

  it('adds up subtotal − discount + shipping + tax', () => {
    expect(checkTotals({ ...money, total: 2556 }, check)).toEqual({ ok: true });
  });

  it('flags a total a penny off, or missing', () => {
    expect(checkTotals({ ...money, total: 2557 }, check)).toEqual({ ok: false, expected: 2556, actual: 2557 });
    expect(checkTotals({ ...money }, check)).toEqual({ ok: false, expected: 2556, actual: null });
  });

  it('sums lines as unit price × quantity', () => {
    expect(linesSubtotal([{ unit_price: 799, quantity: 3 }, { unit_price: 59, quantity: 1 }])).toBe(2456);
    expect(linesSubtotal([])).toBe(0);
  });

  it('keeps order numbers to the GB-/US- pattern', () => {
    const parsed = orderSchema.shape.order_number.safeParse('GB-10023');
    expect(parsed.success).toBe(false);
  });
});
