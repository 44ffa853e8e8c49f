import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <p>
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/panier', element: <Where /> },
      { path: '/services/:id', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a real link to the page, and a click opens it without reloading', async () => {
    const router = renderAt(
      '/',
      <Link to="/panier?etape=2" className="lien">
        Mon panier
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Mon panier' });
    expect(link.getAttribute('href')).toBe('/panier?etape=2');
    expect(link.className).toBe('lien');
    await userEvent.click(link);
    expect(await screen.findByText('/panier?etape=2 null')).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('carries its state, and replaces the entry when asked', async () => {
    const router = renderAt(
      '/',
      <Link to="/services/b1" state={{ from: '/' }} replace>
        Chez Fatou
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Chez Fatou' }));
    expect(await screen.findByText('/services/b1 {"from":"/"}')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("runs the caller's click handler first; a handler that prevents the default keeps the page", async () => {
    const clicks: string[] = [];
    renderAt(
      '/',
      <Link
        to="/panier"
        onClick={(event) => {
          clicks.push('clicked');
          event.preventDefault();
        }}
      >
        Mon panier
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Mon panier' }));
    expect(clicks).toEqual(['clicked']);
    expect(screen.getByRole('link', { name: 'Mon panier' })).toBeTruthy();
  });

  it('leaves a click with a modifier key or to another window to the browser', async () => {
    renderAt(
      '/',
      <>
        <Link to="/panier">Mon panier</Link>
        <Link to="/services/b1" target="_blank">
          Chez Fatou
        </Link>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Mon panier' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Chez Fatou' }));
    expect(screen.getByRole('link', { name: 'Mon panier' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chez Fatou' }).getAttribute('target')).toBe('_blank');
  });

  it('gives its ref the anchor (Button asChild, focus management)', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/',
      <Link to="/panier" ref={ref}>
        Mon panier
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Mon panier' }));
  });
});
