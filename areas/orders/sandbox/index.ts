// The orders' part of the stand-in API (sandbox/area.ts): what each status requires of an order (a
// tracking number once shipped, a reason once cancelled); a cancelled order leaves its customer's figures
// (the step's side effect, as the main API does it), and the demo customers and orders, dated up to now
// so the dashboard's recent periods have figures. Orders come from the storefront: the console reads
// them and moves them along the workflow, which the generic REST serves.
import { refreshCustomerSpending } from '@/areas/customers/sandbox/spending';
import { ORDER_FIELDS } from '@/areas/orders/definition';
import type { SandboxArea } from '@/sandbox/area';
import { generator } from '@/sandbox/random';
import { fieldsRequiredIn } from '@/sandbox/status-requirements';
import { seedOrders } from './seed';

export const ordersSandbox: SandboxArea = {
  name: 'orders',
  afterStep: { orders: refreshCustomerSpending },
  // Shipping asks for the tracking number and cancelling for a reason; a completed order was shipped, so it
  // keeps its tracking number too. The console has no save for orders, so the steps are the writes that hold them.
  statusRequirements: {
    orders: fieldsRequiredIn(ORDER_FIELDS, 'status', { shipped: ['tracking_number'], completed: ['tracking_number'], cancelled: ['cancelled_reason'] }),
  },
  seed: ({ store, seedsEndAt }) => seedOrders(store, generator(20_260_107), seedsEndAt),
};
