// Each area's parts (areas/<area>/parts.ts) fit its other declarations: a list exports exactly when its
// definition says so, each QA-named screen is a route, and the registries built on the parts see them all.
import { AREA_ACCESS } from './access';
import { LIST_EXPORT_COLUMNS, REPORT_EXPORTS } from './exports';
import { AREA_PARTS } from './parts';
import { SCREEN_QA_NAMES } from './qa-names';
import { RESOURCES } from './registry';
import { VIEW_LISTS } from './saved-view-lists';
import { ROUTES } from '@/lib/routes';

it('gives export columns to exactly the lists whose definition offers an export', () => {
  const offering = Object.values(RESOURCES).filter((definition) => definition.csvExport).map((definition) => definition.resource as string);
  expect(Object.keys(LIST_EXPORT_COLUMNS).sort()).toEqual(offering.sort());
  for (const columns of Object.values(LIST_EXPORT_COLUMNS)) expect(columns.length).toBeGreaterThan(0);
});

it('names each resource by its folder, and each area with parts by one of its folders', () => {
  for (const [name, definition] of Object.entries(RESOURCES)) expect(definition.resource).toBe(name);
  const folders = new Set([...AREA_ACCESS.map((area) => area.resource), ...Object.keys(RESOURCES), 'interlinks']);
  expect(Object.keys(AREA_PARTS).filter((area) => !folders.has(area))).toEqual([]);
});

it('names screens for QA at route patterns the console has', () => {
  const patterns = new Set(ROUTES.map((route) => route.pattern));
  expect(Object.keys(SCREEN_QA_NAMES).filter((pattern) => !patterns.has(pattern))).toEqual([]);
  for (const parts of Object.values(AREA_PARTS)) {
    for (const pattern of Object.keys(parts.qaScreens ?? {})) expect(SCREEN_QA_NAMES[pattern]).toBe(parts.qaScreens![pattern]);
  }
});

it("reads every area's reports and saved-view lists", () => {
  for (const parts of Object.values(AREA_PARTS)) {
    for (const [name, report] of Object.entries(parts.reports ?? {})) expect(REPORT_EXPORTS[name]).toBe(report);
    for (const [name, list] of Object.entries(parts.viewLists ?? {})) expect(VIEW_LISTS[name]).toBe(list);
  }
});
