// The orders' part of the stand-in API (sandbox/area.ts): a cancelled order leaves its customer's figures
// (the step's side effect, as the main API does it), and the demo customers and orders, dated up to now
// so the dashboard's recent periods have figures. Orders come from the storefront: the console reads
// them and moves them along the workflow, which the generic REST serves.
import { refreshCustomerSpending } from '@/areas/customers/sandbox/spending';
import type { SandboxArea } from '@/sandbox/area';
import { generator } from '@/sandbox/random';
import { seedOrders } from './seed';

export const ordersSandbox: SandboxArea = {
  name: 'orders',
  afterStep: { orders: refreshCustomerSpending },
  seed: ({ store, until }) => seedOrders(store, generator(20_260_107), until),
};
