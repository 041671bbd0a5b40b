// The customers' part of the stand-in API (sandbox/area.ts): their date filter is on the first order,
// which a customer record does not hold, so it is answered from the orders. Customers are seeded with
// their orders (areas/orders/sandbox/seed.ts), whose figures they carry.
import type { SandboxArea } from '@/sandbox/area';
import { customersWithFirstOrderIn } from './spending';

export const customersSandbox: SandboxArea = {
  name: 'customers',
  derivedRange: { customers: customersWithFirstOrderIn },
};
