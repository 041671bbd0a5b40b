// A customer's `orders_count` and `total_spent` are the main API's figures over the customer's orders that
// were not cancelled (docs/business-rules.md#orders): the seed fills them, and cancelling an order lowers them.
import type { CatalogueStore, StoredRecord } from '@/sandbox/catalogue-store';

export interface Spending {
  orders_count: number;
  total_spent: number;
}

/** Whether an order counts towards its customer's figures. */
export function countsTowardsSpending(order: Readonly<Record<string, unknown>>): boolean {
  return order.status !== 'cancelled';
}

/** Adds one order to a running total (minor units, so the sum stays exact). */
export function addOrder(spending: Spending, order: Readonly<Record<string, unknown>>): Spending {
  if (!countsTowardsSpending(order)) return spending;
  return { orders_count: spending.orders_count + 1, total_spent: spending.total_spent + Number(order.total ?? 0) };
}

export const NO_SPENDING: Spending = { orders_count: 0, total_spent: 0 };

/**
 * Recomputes one customer's figures from the stored orders, after one of them changed status: that
 * customer's orders only, read through the orders' customer_id index. Reading every order for each step
 * (200,000 at shop size) took the sandbox's main thread 26 s a step on a loaded machine, holding up
 * every other call, an export's page reads among them.
 */
export function refreshCustomerSpending(store: CatalogueStore, order: StoredRecord): void {
  const customerId = Number(order.customer_id);
  const customer = Number.isSafeInteger(customerId) ? store.find('customers', customerId) : undefined;
  if (!customer) return;
  const spending = store
    .withValue('orders', 'customer_id', customerId)
    .reduce<Spending>((spending, other) => addOrder(spending, other), NO_SPENDING);
  if (spending.orders_count === customer.orders_count && spending.total_spent === customer.total_spent) return;
  const { id: _id, ...data } = customer;
  store.update('customers', customerId, { ...data, ...spending });
}

/**
 * Customers whose first order (cancelled ones included, as the dashboard's first-time buyers count them)
 * was placed within [min, max): the customers list's "First order" date range, which no record holds.
 */
export function customersWithFirstOrderIn(store: CatalogueStore, range: { min?: string; max?: string }): number[] {
  const firstOrderAt = new Map<number, string>();
  for (const order of store.all('orders')) {
    const customerId = Number(order.customer_id);
    const at = order.created_at;
    if (!Number.isSafeInteger(customerId) || typeof at !== 'string') continue;
    const earliest = firstOrderAt.get(customerId);
    if (earliest === undefined || at < earliest) firstOrderAt.set(customerId, at);
  }
  return [...firstOrderAt]
    .filter(([, at]) => (range.min === undefined || at >= range.min) && (range.max === undefined || at < range.max))
    .map(([customerId]) => customerId);
}
