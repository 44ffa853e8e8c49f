import { createRouter } from '@/http/router';
import { addressesRoutes } from './addresses.routes';
import { favoritesRoutes } from './favorites.routes';
import { profileRoutes } from './profile.routes';
import { reservationsRoutes } from './reservations.routes';

/** The customer's own things: profile (every role), addresses, favourites and reservations. */
export const customersRoutes = createRouter()
  .route('/', profileRoutes)
  .route('/', addressesRoutes)
  .route('/', favoritesRoutes)
  .route('/', reservationsRoutes);
