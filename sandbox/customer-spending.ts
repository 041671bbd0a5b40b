// A customer's `orders_count` and `total_spent` are the main API's figures over the customer's orders that
// were not cancelled (docs/business-rules.md#orders): the seed fills them, and cancelling an order lowers them.
import type { CatalogueStore, StoredRecord } from './catalogue-store';

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

/** Recomputes one customer's figures from the stored orders, after one of them changed status. */
export function refreshCustomerSpending(store: CatalogueStore, order: StoredRecord): void {
  const customerId = Number(order.customer_id);
  const customer = Number.isSafeInteger(customerId) ? store.find('customers', customerId) : undefined;
  if (!customer) return;
  const spending = store
    .all('orders')
    .filter((other) => Number(other.customer_id) === customerId)
    .reduce<Spending>((spending, other) => addOrder(spending, other), NO_SPENDING);
  if (spending.orders_count === customer.orders_count && spending.total_spent === customer.total_spent) return;
  const { id: _id, ...data } = customer;
  store.update('customers', customerId, { ...data, ...spending });
}
