import { CAFES } from './cafes';
import { MARKETS } from './markets';
import { RESTAURANTS } from './restaurants';
import { SHOPS } from './shops';

export { DEMO_ACCOUNTS, DEMO_DRIVER, DEMO_PASSWORD, OTHER_CUSTOMERS, OTHER_DRIVERS, OTHER_PARTNERS } from './people';
export { PARTNER_REQUESTS } from './requests';
export type {
  BusinessTypeName,
  OwnerKey,
  PlanName,
  SeedBusiness,
  SeedDriver,
  SeedPartnerRequest,
  SeedPerson,
} from './types';

/** The 37 listed businesses (two of them inactive), across the eight types and five regions. */
export const SEED_BUSINESSES = [...RESTAURANTS, ...CAFES, ...MARKETS, ...SHOPS];
