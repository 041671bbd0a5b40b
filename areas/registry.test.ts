// Every declared resource agrees with the route table and its own schema, and the other areas' rules hold.
import { rolesForCall } from '@/lib/grants';
import { matchRoute } from '@/lib/routes';
import { bundleSchema } from './bundles/definition';
import { categoriesResource } from './categories/definition';
import { RESOURCES, resourceMeta } from './registry';
import { suggestedQuestionSchema, suggestedQuestionsResource } from './suggested-questions/definition';

describe('resource registry', () => {
  it.each(Object.entries(RESOURCES))('%s takes its roles from the route table', (name, definition) => {
    expect(definition.name).toBe(name);
    expect(definition.roles).toEqual(matchRoute(definition.basePath)?.roles);
  });

  it.each(Object.entries(RESOURCES))('%s accepts its own defaults once the required values are typed in', (_name, definition) => {
    const defaults = definition.defaults;
    expect(Object.keys(defaults).sort()).toEqual(
      definition.fields.filter((f) => f.type !== 'placeholder').map((f) => f.name).sort(),
    );
  });

  it.each(Object.entries(RESOURCES))('%s sorts and searches only declared columns', (_name, definition) => {
    const sortable = definition.columns.filter((c) => c.sortable).map((c) => c.field);
    expect(sortable).toContain(definition.defaultSort.field);
  });

  const withWorkflow = Object.entries(RESOURCES).flatMap(([name, definition]) => (definition.workflow ? [[name, definition] as const] : []));

  it.each(withWorkflow)('%s moves only between its status field’s choices, each with a badge colour', (_name, definition) => {
    const workflow = definition.workflow!;
    const field = definition.fields.find((f) => f.name === workflow.field);
    expect(field?.type).toBe('option');
    const options = field?.type === 'option' ? (field.options ?? []) : [];
    const values = options.map((option) => option.value);
    for (const step of workflow.steps) {
      expect(values).toEqual(expect.arrayContaining([...step.from, step.to]));
      if (!step.repeats) expect(step.from).not.toContain(step.to);
    }
    expect(options.every((option) => option.colour)).toBe(true);
    expect(new Set(workflow.steps.map((step) => step.key)).size).toBe(workflow.steps.length);
  });

  // A button that leads to a not-found screen or a 403: each screen the definition offers is a route of its
  // own, and whoever sees the list and may open that screen may also make its call.
  it.each(Object.entries(RESOURCES))('%s offers only the screens and calls its routes and grants allow', (name, definition) => {
    const { create, update, delete: canDelete } = definition.actions;
    const createRoute = matchRoute(`${definition.basePath}/create`);
    expect(createRoute?.pattern === `${definition.basePath}/create`).toBe(create);
    if (create) expect(rolesForCall('main', 'POST', [name])).toEqual(expect.arrayContaining([...createRoute!.roles]));
    const updateRoute = matchRoute(`${definition.basePath}/update/1`);
    if (update) expect(rolesForCall('main', 'PUT', [name, '1'])).toEqual(expect.arrayContaining([...updateRoute!.roles]));
    if (canDelete) expect(rolesForCall('main', 'DELETE', [name, '1']).length).toBeGreaterThan(0);
  });

  it('offers no Create on conversations: the assistant starts them, and /conversations/create is no screen', () => {
    expect(RESOURCES.conversations.actions.create).toBe(false);
  });

  it('serves feedbacks as a list only: no create or update screen, no delete', () => {
    expect(RESOURCES.feedbacks.actions).toEqual({ create: false, update: false, delete: false });
  });

  it('keeps categories and questions admin only, products for both roles', () => {
    expect(categoriesResource.roles).toEqual(['admin']);
    expect(suggestedQuestionsResource.roles).toEqual(['admin']);
    expect(RESOURCES.feedbacks.roles).toEqual(['admin']);
    expect(RESOURCES.products.roles).toEqual(['admin', 'editor']);
  });

  it('hands client screens the definition without its schema', () => {
    const meta = resourceMeta('products');
    expect(meta).not.toHaveProperty('schema');
    expect(JSON.parse(JSON.stringify(meta))).toEqual(meta);
  });
});

describe('bundle schema', () => {
  const bundle = { name: 'Winter Wellness', slug: 'winter-wellness', region: 'gb', status: 'published', price: 999, items: [{ product_id: 1, qty: 1 }, { product_id: 2, qty: 2 }] };

  it('accepts two different products', () => {
    expect(bundleSchema.safeParse(bundle).success).toBe(true);
  });

  it('needs at least two products, each once, with quantities 1–10', () => {
    expect(bundleSchema.safeParse({ ...bundle, items: [{ product_id: 1, qty: 1 }] }).error?.issues[0].message).toBe('Pick at least two products');
    const twice = bundleSchema.safeParse({ ...bundle, items: [{ product_id: 1, qty: 1 }, { product_id: 1, qty: 1 }] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['items', 1, 'product_id'], message: 'This product is already in the bundle' });
    expect(bundleSchema.safeParse({ ...bundle, items: [{ product_id: 1, qty: 11 }, { product_id: 2, qty: 1 }] }).success).toBe(false);
  });
});

describe('suggested question schema', () => {
  it.each([
    ['Is this a good question?', true],
    ['Too short?', true],
    ['Short?', false],
    ['No question mark here', false],
    [`${'a'.repeat(120)}?`, false],
  ])('%p is valid: %p', (text, isValid) => {
    expect(suggestedQuestionSchema.safeParse({ text, region: 'us', status: 'active' }).success).toBe(isValid);
  });
});
