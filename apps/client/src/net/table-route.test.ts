import { routeNames, tableRef, tableRoute, tableRouteOf } from './table-route';

describe('table routes', () => {
  it('names a table by game and a digest of its room id, never the id or an invite code', () => {
    const route = tableRoute('eollis', 'xK3f9_qZa');
    expect(route).toMatch(/^#\/table\/eollis\/[0-9a-z]+$/);
    expect(route).not.toContain('xK3f9_qZa');
    expect(tableRef('xK3f9_qZa')).toBe(tableRef('xK3f9_qZa'));
    expect(tableRef('xK3f9_qZa')).not.toBe(tableRef('xK3f9_qZb'));
  });

  it('reads its own routes back, and nothing else', () => {
    const parsed = tableRouteOf(tableRoute('fifteen-men', 'room-1'));
    expect(parsed?.game).toBe('fifteen-men');
    expect(parsed !== null && routeNames(parsed, 'room-1')).toBe(true);
    expect(parsed !== null && routeNames(parsed, 'room-2')).toBe(false);
    expect(tableRouteOf('#/join/4CX7QMA')).toBeNull();
    expect(tableRouteOf('#/table/eollis/')).toBeNull();
    expect(tableRouteOf('#/table/eollis/ab/cd')).toBeNull();
  });
});
