// @vitest-environment jsdom
import { CUSTOMER_MESSAGES, shiftIsoDate, todayInGuinea } from '@livra/shared/customers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { clearToasts, mockApi, renderApp, testQueryClient, testUser } from '@/test/utils';

const MAQUIS = '22222222-2222-4222-8222-222222222222';
const lunchOnly = { open: '12:00', close: '14:00' };
const venue = {
  id: MAQUIS,
  name: 'Le Maquis de Kaloum',
  address: 'Kaloum',
  region: 'Conakry',
  logo: null,
  businessType: 'Restaurant',
  openingHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, lunchOnly]),
  ),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const tomorrow = shiftIsoDate(todayInGuinea(), 1);
const timeOptions = () =>
  [...(screen.getByLabelText('Heure') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);

// The first test also downloads (transforms) the lazy page.
describe('booking form', { timeout: 15_000 }, () => {
  it('preselects the restaurant of the link and offers only its opening half hours', async () => {
    mockApi({
      'GET /api/reservations/venues': { body: { venues: [venue] } },
      [`GET /api/reservations/venues/${MAQUIS}`]: { body: venue },
    });
    renderApp(`/reservations?business=${MAQUIS}`, testQueryClient(null));
    await waitFor(() => expect((screen.getByLabelText('Restaurant') as HTMLSelectElement).value).toBe(MAQUIS));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: tomorrow } });
    await waitFor(() => expect(timeOptions()).toEqual(['12:00', '12:30', '13:00', '13:30']));
  });

  it('sends a visitor to sign in, coming back with the restaurant chosen', async () => {
    const fetchMock = mockApi({ 'GET /api/reservations/venues': { body: { venues: [venue] } } });
    const { router } = renderApp(`/reservations?business=${MAQUIS}`, testQueryClient(null));
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter pour réserver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/reservations?business=${MAQUIS}` });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/reservations', expect.anything());
  });

  it('offers neither signing in nor booking until the session has answered', async () => {
    let answerSession: (() => void) | undefined;
    const sessionAnswered = new Promise<void>((done) => {
      answerSession = done;
    });
    const fetchMock = mockApi({
      'GET /api/reservations/venues': { body: { venues: [venue] } },
      'GET /api/auth/session': { body: { user: testUser('customer') } },
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/auth/session')) await sessionAnswered;
      return answer(input, init);
    });
    renderApp(`/reservations?business=${MAQUIS}`, testQueryClient());
    const waiting = await screen.findByRole('button', { name: /Réserver la table/ });
    expect(waiting).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Se connecter pour réserver' })).toBeNull();
    answerSession!();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Réserver la table/ })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('button', { name: 'Se connecter pour réserver' })).toBeNull();
  });

  it('books for a customer and shows the server’s refusal when there is one', async () => {
    const fetchMock = mockApi({
      'GET /api/reservations/venues': { body: { venues: [venue] } },
      'GET /api/me/reservations': { body: { reservations: [] } },
      'POST /api/reservations': {
        status: 400,
        body: { error: CUSTOMER_MESSAGES.reservationTimePast, code: 'slot_refused' },
      },
    });
    renderApp(`/reservations?business=${MAQUIS}`, testQueryClient(testUser('customer')));
    await waitFor(() => expect((screen.getByLabelText('Restaurant') as HTMLSelectElement).value).toBe(MAQUIS));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: tomorrow } });
    await waitFor(() => expect(timeOptions().length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Heure'), { target: { value: '12:30' } });
    fireEvent.change(screen.getByLabelText('Nombre de personnes'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Réserver la table' }));

    expect(await screen.findByText(CUSTOMER_MESSAGES.reservationTimePast)).toBeTruthy();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/reservations' && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      businessId: MAQUIS,
      date: tomorrow,
      time: '12:30',
      partySize: 4,
      note: null,
    });
  });
});
