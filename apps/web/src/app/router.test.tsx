import { APP_ROUTE_PATTERNS, matchRoute } from '@livra/shared/app-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path the route map mounts, written from the root. */
function mountedPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const own = route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path.replace(/^\//, '')}`] : [];
    return [...own, ...mountedPaths(route.children ?? [])];
  });
}

// The server answers 404 for a path the shared table does not have (apps/server/src/web-app): the
// route map and the table must list the same paths, or a page would be a 404 for search engines.
describe('the route table shared with the server', () => {
  it('lists exactly the paths the route map mounts', () => {
    expect(new Set(mountedPaths(routes))).toEqual(new Set(APP_ROUTE_PATTERNS));
  });

  it('matches paths as React Router does', () => {
    expect(matchRoute('/services/abc')).toEqual({ pattern: '/services/:id', params: { id: 'abc' } });
    expect(matchRoute('/About/')?.pattern).toBe('/about');
    expect(matchRoute('/')?.pattern).toBe('/');
    expect(matchRoute('/dashboard/admin/users')?.pattern).toBe('/dashboard/admin/users');
    for (const path of ['/nimporte-quoi', '/services', '/services/a/b', '/services//', '/admin-dashboard/inconnu']) {
      expect(matchRoute(path), path).toBeNull();
    }
  });
});
