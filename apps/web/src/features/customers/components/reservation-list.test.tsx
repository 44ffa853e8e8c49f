// @vitest-environment jsdom
import { CUSTOMER_MESSAGES, shiftIsoDate, todayInGuinea } from '@livra/shared/customers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { clearToasts, mockApi, renderApp, testQueryClient, testUser } from '@/test/utils';

const RESERVATION = '33333333-3333-4333-8333-333333333333';
const upcoming = {
  id: RESERVATION,
  businessId: '22222222-2222-4222-8222-222222222222',
  businessName: 'Le Maquis de Kaloum',
  businessAddress: 'Kaloum',
  businessLogo: null,
  date: shiftIsoDate(todayInGuinea(), 2),
  time: '12:30',
  partySize: 4,
  note: null,
  status: 'confirmed',
  isPast: false,
  canCancel: true,
  createdAt: '2026-01-01T10:00:00.000Z',
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

// The first test also downloads (transforms) the lazy page.
describe('my reservations', { timeout: 15_000 }, () => {
  it('cancels a reservation at POST /api/me/reservations/{id}/cancel (the path of the API document)', async () => {
    const fetchMock = mockApi({
      'GET /api/me/reservations': { body: { reservations: [upcoming] } },
      [`POST /api/me/reservations/${RESERVATION}/cancel`]: {
        body: { ...upcoming, status: 'cancelled', canCancel: false },
      },
    });
    renderApp('/dashboard/reservations', testQueryClient(testUser('customer')));
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler la réservation' }));

    expect(await screen.findByText(CUSTOMER_MESSAGES.reservationCancelled)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/me/reservations/${RESERVATION}/cancel`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
