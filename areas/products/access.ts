// Products (both roles): the list and forms, the best-seller order per region, and the AI interlink
// review of a product's text. Product forms read their option values (dosage forms, legal categories)
// from a read-only view of the settings, so editors never need the admin-only settings resource.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'products',
  title: 'Products',
  path: '/products',
  menu: { group: 'products-group', order: 10 },
  grants: { ...grantAll(BOTH), actions: { 'GET bestsellers': BOTH, 'PUT bestsellers': BOTH } },
  screens: {
    create: true,
    update: true,
    pages: [
      { path: '/products/bestsellers', title: 'Best sellers', menuLabel: 'Best seller', needs: 'PUT bestsellers', menu: { group: 'products-group', order: 30, key: 'bestsellers' } },
      { path: '/products/ailink/:id', title: 'Product AI interlink', needs: 'update' },
    ],
  },
  otherResources: { main: { 'product-options': { list: BOTH } } },
});
