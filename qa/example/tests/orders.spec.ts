// An order walked one step and then shipped through the step's dialog, on fresh demo data: the scenario
// option resets the sandbox before the test, so the first placed order is always the same one.
import { Drawer, expect, ListPage, StepDialog, test } from '@wellness-console/qa';

test.use({ scenario: 'demo' });

test('marks a placed order processed, then shipped with its tracking number', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  const list = await new ListPage(page, 'Orders').goto('/orders');
  await list.filter('Status', 'Placed');
  const first = list.rows.first();
  const orderNumber = (await first.getByRole('link').first().textContent())!.trim();
  await list.openRow(orderNumber);

  const drawer = new Drawer(page, orderNumber);
  await drawer.waitUntilLoaded();
  await drawer.runStep('Mark processed');
  await expect(drawer.section('Order')).toContainText('Processed');

  await drawer.runStep('Mark shipped');
  const ship = new StepDialog(page, 'Mark this order shipped?');
  await ship.confirm('Mark shipped');
  await expect(ship.error('Tracking number is required')).toBeVisible();
  await ship.fill('Tracking number', 'RM123456785GB');
  await ship.confirm('Mark shipped');
  await expect(ship.dialog).toBeHidden();
  await expect(drawer.section('Order')).toContainText('RM123456785GB');
  await expect(drawer.section('Timeline')).toContainText('Processed → Shipped');
});
