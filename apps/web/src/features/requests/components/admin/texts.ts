import { REQUESTS_ADMIN_UI } from '@livra/shared/ui/requests-admin';
import { useTexts } from '@/lib/i18n';

/** The admin requests page's texts in the chosen language (apart from the public pages' chunk). */
export function useRequestsAdminTexts() {
  return useTexts('requestsAdmin', REQUESTS_ADMIN_UI);
}
