// @vitest-environment jsdom
import { ORDER_MAX_QUANTITY, type CartView } from '@livra/shared/cart';
import { MESSAGES } from '@livra/shared/messages';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToasterHost } from '@/app/toaster-host';
import { mockApi, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import CartPage from '../pages/cart-page';
import { AddToCartButton } from './add-to-cart-button';
import CartControl from './cart-control';

resetBetweenTests();

function renderWith(client: QueryClient, ui: ReactNode) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
      <ToasterHost />
    </QueryClientProvider>,
  );
}

function cartWith(lines: number): CartView {
  const items = Array.from({ length: lines }, (_, index) => ({
    id: `line-${index}`,
    menuItemId: `item-${index}`,
    name: `Plat ${index + 1}`,
    price: 10_000,
    quantity: 2,
    image: null,
    specialInstructions: null,
    isAvailable: true,
  }));
  return {
    id: 'cart',
    businessId: lines ? 'business' : null,
    businessName: lines ? 'Le Maquis de Kaloum' : null,
    businessDeliveryFee: lines ? 15_000 : null,
    deliveryMethod: 'delivery',
    deliveryAddress: null,
    deliveryInstructions: null,
    items,
    total: lines * 20_000,
    itemCount: lines * 2,
    totals: { subtotal: lines * 20_000, tax: lines * 3_600, deliveryFee: 15_000, grandTotal: lines * 23_600 + 15_000 },
  };
}

describe('add to cart button', () => {
  it('asks a visitor to sign in as a customer, without calling the server', async () => {
    const fetchMock = mockApi({});
    renderWith(testQueryClient(null), <AddToCartButton menuItemId="item-1" itemName="Riz gras" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Riz gras au panier' }));
    expect(await screen.findByText(MESSAGES.signInAsCustomerToAdd)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds for a customer and says when the cart of another business was emptied', async () => {
    const fetchMock = mockApi({
      'POST /api/cart/items': { body: { cart: cartWith(1), replacedBusinessName: 'Chez Fatou' } },
    });
    renderWith(testQueryClient(testUser('customer')), <AddToCartButton menuItemId="item-1" itemName="Riz gras" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Riz gras au panier' }));
    expect(await screen.findByText(MESSAGES.addedToCart)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.cartReplaced('Chez Fatou'))).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ menuItemId: 'item-1' });
  });

  it('waits for the session when tapped before it has answered, and adds for the customer it turns out to be', async () => {
    let answerSession: (() => void) | undefined;
    const sessionAnswered = new Promise<void>((done) => {
      answerSession = done;
    });
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: { user: testUser('customer') } },
      'POST /api/cart/items': { body: { cart: cartWith(1), replacedBusinessName: null } },
    });
    const answer = fetchMock.getMockImplementation()!;
    // The session's answer is held back until the button has been tapped.
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/auth/session')) await sessionAnswered;
      return answer(input, init);
    });
    renderWith(testQueryClient(), <AddToCartButton menuItemId="item-1" itemName="Riz gras" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Riz gras au panier' }));
    answerSession!();
    expect(await screen.findByText(MESSAGES.addedToCart)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.signInAsCustomerToAdd)).toBeNull();
  });

  it("shows the server's refusal as an error toast", async () => {
    mockApi({ 'POST /api/cart/items': { status: 400, body: { error: MESSAGES.menuItemUnavailable('Riz gras') } } });
    renderWith(testQueryClient(testUser('customer')), <AddToCartButton menuItemId="item-1" itemName="Riz gras" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Riz gras au panier' }));
    expect(await screen.findByText(MESSAGES.menuItemUnavailable('Riz gras'))).toBeTruthy();
    expect(screen.getByText(MESSAGES.errorTitle)).toBeTruthy();
  });
});

describe('header cart control', () => {
  it('counts the articles and lists 3 lines plus the number of the others', async () => {
    mockApi({ 'GET /api/cart': { body: { cart: cartWith(5) } } });
    renderWith(testQueryClient(testUser('customer')), <CartControl />);
    fireEvent.click(await screen.findByRole('button', { name: 'Panier, 10 articles' }));
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getAllByRole('listitem')).toHaveLength(3);
    expect(within(popover).getByText('et 2 autres articles')).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'Voir le panier' }).getAttribute('href')).toBe('/cart');
  });

  it('leads to the categories when the cart is empty, with no badge', async () => {
    mockApi({ 'GET /api/cart': { body: { cart: cartWith(0) } } });
    renderWith(testQueryClient(testUser('customer')), <CartControl />);
    const button = await screen.findByRole('button', { name: 'Panier' });
    expect(button.textContent).toBe('');
    fireEvent.click(button);
    expect(await screen.findByText('Le panier est vide')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Parcourir les catégories' })).getAttribute('href')).toBe(
      '/categories',
    );
  });
});

describe('cart page', () => {
  it("says 'Le panier est vide' (spec 01 §4) for an empty cart", async () => {
    mockApi({ 'GET /api/cart': { body: { cart: cartWith(0) } } });
    renderWith(testQueryClient(testUser('customer')), <CartPage />);
    expect(await screen.findByText('Le panier est vide')).toBeTruthy();
  });

  it("says 'Erreur lors de la récupération du panier' when the cart cannot be read, with a retry", async () => {
    mockApi({ 'GET /api/cart': { status: 500, body: { error: MESSAGES.serverError } } });
    renderWith(testQueryClient(testUser('customer')), <CartPage />);
    expect(await screen.findByText('Erreur lors de la récupération du panier')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('cart page at the limits', () => {
  it('stops every line growing at the most articles an order may hold, says why, and shows billions in full', async () => {
    const full = cartWith(6);
    full.items = full.items.map((item, index) => ({
      ...item,
      price: 9_000_000,
      quantity: index < 5 ? 99 : ORDER_MAX_QUANTITY - 5 * 99,
    }));
    full.itemCount = ORDER_MAX_QUANTITY;
    full.totals = { subtotal: 4_500_000_000, tax: 810_000_000, deliveryFee: 15_000, grandTotal: 5_310_015_000 };
    mockApi({ 'GET /api/cart': { body: { cart: full } } });
    renderWith(testQueryClient(testUser('customer')), <CartPage />);
    expect(await screen.findByText(MESSAGES.orderQuantityMax)).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^Ajouter un Plat/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('891 000 000 GNF').length).toBeGreaterThan(0);
    expect(screen.getByText('5 310 015 000 GNF')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Passer la commande/ })).toBeTruthy();
  });

  it('refuses to go to checkout with a cart above the limits', async () => {
    const over = cartWith(1);
    over.items[0].quantity = 120;
    over.itemCount = 120;
    mockApi({ 'GET /api/cart': { body: { cart: over } } });
    renderWith(testQueryClient(testUser('customer')), <CartPage />);
    expect(await screen.findByText(MESSAGES.cartQuantityMax)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
